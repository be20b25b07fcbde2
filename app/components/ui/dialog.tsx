import { useTranslations } from 'use-intl'
import { X } from './icons.tsx'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { createContext, useContext, useLayoutEffect, useRef } from 'react'
import { useBackCloses } from './dialog-history.ts'

/** What had the focus when the dialog opened: it gets it back when the dialog closes. */
const OpenerContext = createContext<React.RefObject<HTMLElement | null> | null>(null)

/**
 * Every dialog of the site (decision 0067): Back closes it and the page stays, and Escape, Close
 * or Back give the focus back to what opened it.
 */
export function Dialog({ open = false, onOpenChange, children, ...props }: React.ComponentProps<typeof DialogPrimitive.Root>) {
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
  }, [open])
  useBackCloses(open, () => onOpenChange?.(false))
  return (
    <OpenerContext.Provider value={opener}>
      <DialogPrimitive.Root open={open} onOpenChange={onOpenChange} {...props}>
        {children}
      </DialogPrimitive.Root>
    </OpenerContext.Provider>
  )
}

/** Focus back on the opener when it is still on the page, unless the dialog's own handler chose otherwise. */
export function useReturnFocus(own?: (event: Event) => void): (event: Event) => void {
  const opener = useContext(OpenerContext)
  return (event) => {
    own?.(event)
    if (event.defaultPrevented || !opener?.current?.isConnected) return
    event.preventDefault()
    opener.current.focus()
  }
}
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

/**
 * A plain dim layer over the page. No backdrop blur: the browser draws a blur again with every
 * change in a frame, so each keystroke in a dialog took twice as long to paint (decision 0078).
 */
export function DialogOverlay({ className = '', ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={`fixed inset-0 z-50 bg-ink/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in ${className}`}
      {...props}
    />
  )
}

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Tailwind max-width class of the panel; the spec fixes some dialogs (sign-in: 400px). */
  widthClass?: string
}

/** A centred modal panel with its overlay and a close button; focus is trapped inside. */
export function DialogContent({ className = '', widthClass = 'max-w-lg', children, onCloseAutoFocus, ...props }: DialogContentProps) {
  const returnFocus = useReturnFocus(onCloseAutoFocus)
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-white p-6 shadow-float focus:outline-none data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in sm:p-7 ${widthClass} ${className}`}
        onCloseAutoFocus={returnFocus}
        {...props}
      >
        {children}
        <DialogCloseButton />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

/** The round 'Close' button in the top right corner of dialogs and sheets. */
export function DialogCloseButton() {
  const t = useTranslations('shell.common')
  return (
    <DialogPrimitive.Close
      className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink-subtle transition-colors hover:bg-surface hover:text-ink"
      aria-label={t('close')}
    >
      <X aria-hidden="true" className="size-5" />
    </DialogPrimitive.Close>
  )
}

export function DialogHeader({ className = '', ...props }: React.ComponentProps<'div'>) {
  return <div className={`space-y-2 pr-8 ${className}`} {...props} />
}

export function DialogFooter({ className = '', ...props }: React.ComponentProps<'div'>) {
  return <div className={`mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end ${className}`} {...props} />
}

export function DialogTitle({ className = '', ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={`font-display text-xl font-bold tracking-tight text-ink ${className}`} {...props} />
}

export function DialogDescription({ className = '', ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={`text-base leading-relaxed text-ink-muted ${className}`} {...props} />
}
