import { Link } from 'react-router'
import { pageMeta } from '../../lib/head.ts'
import type { Route } from './+types/admin-home.ts'
import { ADMIN_SECTIONS } from './admin-nav.ts'
import { ContentCorrections } from './content-corrections.tsx'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin', description: 'PetVaidya admin.', noIndex: true })

export default function AdminHome() {
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">Admin</h1>
      <ContentCorrections />
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className="card block h-full p-4 hover:border-brand-600">
              <span className="font-semibold text-ink">{section.label}</span>
              <span className="mt-1 block text-sm text-ink-muted">{section.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
