import { Link, data } from 'react-router'
import { pageMeta } from '../lib/head.ts'
import type { Route } from './+types/not-found.ts'

export function loader() {
  return data({ notFound: true }, { status: 404 })
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Page Not Found', description: 'The page you are looking for does not exist.', noIndex: true })

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-3 font-display text-3xl font-bold text-ink sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-ink-muted">
        We could not find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Go to Homepage
        </Link>
        <Link to="/services" className="btn-secondary">
          See our services
        </Link>
      </div>
    </section>
  )
}
