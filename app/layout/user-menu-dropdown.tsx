import { LogOut } from '../components/ui/icons.tsx'
import { Link } from 'react-router'
import { type NavLink, USER_MENU } from '../../core/site/navigation.ts'
import { useMessages, useTranslations } from 'use-intl'
import { useLocalPath } from '../lib/i18n.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.tsx'
import type { DropdownTrigger } from '../components/ui/lazy-dropdown.tsx'

export type UserMenuProps = { displayName: string; onLogout: () => void; staffLinks?: readonly NavLink[] }

/** The signed-in user's menu: the staff's own pages (by role), the account pages and Logout. */
export function UserMenuDropdown({ displayName, onLogout, staffLinks = [], trigger, defaultOpen }: UserMenuProps & { trigger: DropdownTrigger; defaultOpen: boolean }) {
  const t = useTranslations('shell.header')
  const links = useMessages().shell.links
  const localPath = useLocalPath()
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label={trigger['aria-label']} className={trigger.className}>
        {trigger.children}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>{t('signedInAs')}</DropdownMenuLabel>
        <p className="truncate px-3 pb-2 text-[15px] font-semibold text-ink">{displayName}</p>
        <DropdownMenuSeparator />
        {staffLinks.map((link) => (
          <DropdownMenuItem key={link.to} asChild className="font-semibold text-brand-800">
            <Link to={link.to}>{links[link.label] ?? link.label}</Link>
          </DropdownMenuItem>
        ))}
        {staffLinks.length > 0 ? <DropdownMenuSeparator /> : null}
        {USER_MENU.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={localPath(link.to)} prefetch="intent">
              {links[link.label] ?? link.label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout} className="text-danger-700 data-highlighted:bg-danger-50 data-highlighted:text-danger-700">
          <LogOut aria-hidden="true" className="size-4" />
          {t('logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
