import { ArrowRight, Cat, Dog } from '../components/ui/icons.tsx'
import { Link } from 'react-router'
import { SERVICES_MENU } from '../../core/site/navigation.ts'
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

/** The button beside the Services link that opens the ten service pages (dog beside cat). */
export function ServicesMenuDropdown({ trigger, defaultOpen }: { trigger: DropdownTrigger; defaultOpen: boolean }) {
  const t = useTranslations('shell.header')
  const links = useMessages().shell.links
  const localPath = useLocalPath()
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label={trigger['aria-label']} className={trigger.className}>
        {trigger.children}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-[34rem]">
        <DropdownMenuLabel>{t('servicesMenu')}</DropdownMenuLabel>
        <div className="grid grid-cols-2 gap-x-1">
          {SERVICES_MENU.map((link) => {
            const Icon = link.to.includes('cat') ? Cat : Dog
            return (
              <DropdownMenuItem key={link.to} asChild>
                <Link to={localPath(link.to)} prefetch="intent">
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                  {links[link.label] ?? link.label}
                </Link>
              </DropdownMenuItem>
            )
          })}
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild className="justify-between text-brand-800">
          <Link to={localPath('/services')} prefetch="intent">
            {t('allServices')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
