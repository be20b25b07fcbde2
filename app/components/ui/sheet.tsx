import { Dialog as DialogPrimitive } from 'radix-ui'
import { DialogCloseButton, DialogOverlay } from './dialog.tsx'

/** A drawer that slides in from a side of the screen (menu, cart); a Radix Dialog underneath. */
export const Sheet = DialogPrimitive.Root
export const SheetTrigger = DialogPrimitive.Trigger
export const SheetClose = DialogPrimitive.Close

const sideClass = {
  right:
    'right-0 border-l data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right',
  left: 'left-0 border-r data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left',
} as const

type SheetContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  side?: keyof typeof sideClass
  /** The button that opened the sheet without being its Radix trigger; it gets the focus back on close. */
  returnFocusTo?: React.RefObject<HTMLElement | null>
}

export function SheetContent({ side = 'right', className = '', children, returnFocusTo, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={`fixed inset-y-0 z-50 flex h-dvh w-[88%] max-w-sm flex-col border-line bg-white shadow-float focus:outline-none ${sideClass[side]} ${className}`}
        onCloseAutoFocus={
          returnFocusTo
            ? (event) => {
                event.preventDefault()
                returnFocusTo.current?.focus()
              }
            : undefined
        }
        {...props}
      >
        {children}
        <DialogCloseButton />
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
