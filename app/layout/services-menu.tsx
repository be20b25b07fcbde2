import { ChevronDown } from '../components/ui/icons.tsx'
import { lazy } from 'react'
import { useTranslations } from 'use-intl'
import { LazyDropdown } from '../components/ui/lazy-dropdown.tsx'

const loadDropdown = () => import('./services-menu-dropdown.tsx')
const ServicesMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.ServicesMenuDropdown })))

const triggerLook = {
  className:
    '-ml-2 inline-flex size-11 items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800 [&[data-state=open]>svg]:rotate-180',
  children: <ChevronDown aria-hidden="true" className="size-4 transition-transform" />,
}

/** The button beside the Services link that opens the ten service pages (dog beside cat). */
export function ServicesMenu() {
  const t = useTranslations('shell.header')
  const trigger = { ...triggerLook, 'aria-label': t('servicesMenuButton') }
  return <LazyDropdown component={ServicesMenuDropdown} preload={loadDropdown} trigger={trigger} props={{}} />
}
