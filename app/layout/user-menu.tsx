import { ChevronDown } from '../components/ui/icons.tsx'
import { useTranslations } from 'use-intl'
import { lazy } from 'react'
import { LazyDropdown } from '../components/ui/lazy-dropdown.tsx'
import type { UserMenuProps } from './user-menu-dropdown.tsx'

const loadDropdown = () => import('./user-menu-dropdown.tsx')
const UserMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.UserMenuDropdown })))

export function initialsOf(displayName: string): string {
  const letters = displayName
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
  return letters || '?'
}

/** The signed-in user's button; its menu (the four account pages and Logout) loads on first use. */
export function UserMenu({ displayName, onLogout, staffLinks }: UserMenuProps) {
  const t = useTranslations('shell.header')
  const trigger = {
    'aria-label': t('accountMenu', { name: displayName }),
    className:
      'inline-flex min-h-11 max-w-56 items-center gap-2 rounded-full border border-line bg-white py-1 pr-2 pl-1 text-sm font-semibold text-ink transition-colors hover:border-brand-300 hover:bg-brand-50 data-[state=open]:border-brand-300 data-[state=open]:bg-brand-50',
    children: (
      <>
        {/* The initials are drawn by CSS: as text they would be visible words missing from the button's name (WCAG 2.5.3). */}
        <span
          aria-hidden="true"
          data-initials={initialsOf(displayName)}
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white before:content-[attr(data-initials)]"
        />
        <span translate="no" className="hidden truncate sm:inline">{displayName}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 shrink-0 text-ink-subtle min-[360px]:block" />
      </>
    ),
  }
  return <LazyDropdown component={UserMenuDropdown} preload={loadDropdown} trigger={trigger} props={{ displayName, onLogout, staffLinks }} />
}
