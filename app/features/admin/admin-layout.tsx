import { NavLink, Outlet, data, useLoaderData } from 'react-router'
import { serverContext } from '../../lib/server-context.ts'
import type { Route } from './+types/admin-layout.ts'
import { ADMIN_SECTIONS } from './admin-nav.ts'
import { withQueries } from '../../lib/query-scope.tsx'

/** Admin pages are never kept by the page cache, a proxy or the browser's back-forward cache. */
const NO_STORE = { 'Cache-Control': 'private, no-store' }

/** The admin pages a vet reaches: the blog and the media library, where they mark content medically reviewed (decisions 0033, 0063). */
export const VET_PAGES: readonly string[] = ['/admin/blogs', '/admin/media']

/**
 * The admin area's layout. The server decides who sees it: anyone but an admin gets the
 * not-found page with a 404, never an empty admin page (decision 0027), except that a vet reaches
 * the blog page for its review step. The pages below fetch their data from /api/admin or
 * /api/vet, which check the role again on every request.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const role = await context.get(serverContext).staffRole()
  const path = new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/+$/, '')
  if (role === 'admin' || (role === 'vet' && VET_PAGES.includes(path))) return data({ role }, { headers: NO_STORE })
  throw data(null, { status: 404, headers: NO_STORE })
}

export const headers: Route.HeadersFunction = () => NO_STORE

function navClass({ isActive }: { isActive: boolean }): string {
  const base = 'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap'
  return isActive ? `${base} border-brand-700 bg-brand-700 text-white` : `${base} border-line-strong bg-white text-ink hover:border-brand-600`
}

function AdminLayout() {
  const { role } = useLoaderData<typeof loader>()
  const sections = role === 'admin' ? ADMIN_SECTIONS : ADMIN_SECTIONS.filter((section) => VET_PAGES.includes(section.to))
  return (
    <div className="bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {role === 'admin' ? (
            <NavLink to="/admin" end className="hover:underline">
              PetVaidya admin
            </NavLink>
          ) : (
            'PetVaidya medical review'
          )}
        </p>
        <nav aria-label="Admin" className="mt-3">
          <ul className="flex flex-wrap gap-2">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} className={navClass}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6">
          <Outlet />
        </div>
      </div>
    </div>
  )
}

export default withQueries(AdminLayout)
