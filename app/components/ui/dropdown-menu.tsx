import { DropdownMenu as MenuPrimitive } from 'radix-ui'

export const DropdownMenu = MenuPrimitive.Root
export const DropdownMenuTrigger = MenuPrimitive.Trigger
export const DropdownMenuGroup = MenuPrimitive.Group

export function DropdownMenuContent({
  className = '',
  sideOffset = 8,
  ...props
}: React.ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={12}
        className={`z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-56 origin-(--radix-dropdown-menu-content-transform-origin) overflow-y-auto rounded-2xl border border-line bg-white p-2 shadow-float data-[state=open]:animate-menu-in ${className}`}
        {...props}
      />
    </MenuPrimitive.Portal>
  )
}

/** A menu row; with asChild it wraps a <Link>, so keyboard selection follows the link. */
export function DropdownMenuItem({ className = '', ...props }: React.ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-[15px] font-medium text-ink outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-brand-50 data-highlighted:text-brand-800 ${className}`}
      {...props}
    />
  )
}

export function DropdownMenuLabel({ className = '', ...props }: React.ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={`px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-ink-subtle uppercase ${className}`}
      {...props}
    />
  )
}

export function DropdownMenuSeparator({ className = '', ...props }: React.ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={`-mx-2 my-2 h-px bg-line ${className}`} {...props} />
}
