import { useLocation } from 'react-router'
import { findSitePage } from '../../../core/site/pages.ts'
import { pageMeta } from '../../lib/head.ts'
import type { Route } from './+types/admin-placeholder.ts'
import { ADMIN_SECTIONS } from './admin-nav.ts'

function sectionOf(pathname: string) {
  const path = pathname.replace(/\/+$/, '')
  return ADMIN_SECTIONS.find((section) => section.to === path)
}

export const meta: Route.MetaFunction = (args) => {
  const page = findSitePage(args.location.pathname.replace(/\/+$/, ''))
  const label = sectionOf(args.location.pathname)?.label ?? 'Admin'
  return pageMeta(args, { title: page?.title ?? `Admin: ${label}`, description: page?.description ?? 'PetVaidya admin.', noIndex: true })
}

/** An admin tool of the spec that is not built yet: reachable in the shell, and honest about it. */
export default function AdminPlaceholder() {
  const { pathname } = useLocation()
  const page = findSitePage(pathname.replace(/\/+$/, ''))
  const section = sectionOf(pathname)
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">{page?.heading ?? section?.label ?? 'Admin'}</h1>
      <div className="card mt-4 p-5">
        <p className="text-ink">{section?.summary}</p>
        <p className="mt-2 text-sm text-ink-muted">This tool is not built yet. Changes here are made in the code and content files for now.</p>
      </div>
    </>
  )
}
