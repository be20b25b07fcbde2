import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { DialogOverlay } from './dialog.tsx'

/** A drawer that slides in from a side of the screen (menu, cart); a Radix Dialog underneath. */
export const Sheet = DialogPrimitive.Root
export const SheetTrigger = DialogPrimitive.Trigger
export const SheetClose = DialogPrimitive.Close

const sideClass = {
  right:
    'right-0 border-l data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right',
  left: 'left-0 border-r data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left',
} as const

type SheetContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & { side?: keyof typeof sideClass }

export function SheetContent({ side = 'right', className = '', children, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={`fixed inset-y-0 z-50 flex h-dvh w-[88%] max-w-sm flex-col border-line bg-white shadow-float focus:outline-none ${sideClass[side]} ${className}`}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink-subtle transition-colors hover:bg-surface hover:text-ink"
          aria-label="Close"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function SheetHeader({ className = '', ...props }: React.ComponentProps<'div'>) {
  return <div className={`border-b border-line px-5 py-4 pr-16 ${className}`} {...props} />
}

export function SheetTitle({ className = '', ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={`font-display text-lg font-bold text-ink ${className}`} {...props} />
}

export function SheetDescription({ className = '', ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={`text-sm text-ink-muted ${className}`} {...props} />
}
