import { Menu } from '../components/ui/icons.tsx'
import { useTranslations } from 'use-intl'
import { lazy, useRef, useState } from 'react'
import { Button } from '../components/ui/button.tsx'
import { MountOnFirstOpen } from '../components/ui/mount-on-first-open.tsx'
import type { MobileMenuProps } from './mobile-menu-sheet.tsx'

const MobileMenuSheet = lazy(() => import('./mobile-menu-sheet.tsx').then((module) => ({ default: module.MobileMenuSheet })))

/** The menu button of small screens; the drawer's code loads when it is first opened. */
export function MobileMenu(props: MobileMenuProps) {
  const t = useTranslations('shell.header')
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="lg:hidden"
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      <MountOnFirstOpen open={open}>
        <MobileMenuSheet {...props} open={open} setOpen={setOpen} trigger={trigger} />
      </MountOnFirstOpen>
    </>
  )
}
