import { ChevronDown, LogOut } from 'lucide-react'
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

export function initialsOf(displayName: string): string {
  const letters = displayName
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
  return letters || '?'
}

/** The signed-in user's menu: the four account pages and Logout. */
export function UserMenu({ displayName, onLogout }: { displayName: string; onLogout: () => void }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Account menu, ${displayName}`}
        className="inline-flex min-h-11 max-w-56 items-center gap-2 rounded-full border border-line bg-white py-1 pr-2 pl-1 text-sm font-semibold text-ink transition-colors hover:border-brand-300 hover:bg-brand-50 data-[state=open]:border-brand-300 data-[state=open]:bg-brand-50"
      >
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">
          {initialsOf(displayName)}
        </span>
        <span className="hidden truncate sm:inline">{displayName}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-ink-subtle" />
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
