import { LogOut } from '../components/ui/icons.tsx'
import { Link } from 'react-router'
import { USER_MENU } from '../../core/site/navigation.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.tsx'
import type { DropdownTrigger } from '../components/ui/lazy-dropdown.tsx'

export type UserMenuProps = { displayName: string; onLogout: () => void }

/** The signed-in user's menu: the four account pages and Logout. */
export function UserMenuDropdown({ displayName, onLogout, trigger, defaultOpen }: UserMenuProps & { trigger: DropdownTrigger; defaultOpen: boolean }) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label={trigger['aria-label']} className={trigger.className}>
        {trigger.children}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>Signed in as</DropdownMenuLabel>
        <p className="truncate px-3 pb-2 text-[15px] font-semibold text-ink">{displayName}</p>
        <DropdownMenuSeparator />
        {USER_MENU.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to} prefetch="intent">
              {link.label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout} className="text-danger-700 data-highlighted:bg-danger-50 data-highlighted:text-danger-700">
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
