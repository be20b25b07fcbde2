import { ChevronRight } from './icons.tsx'
import { SiteLink } from './site-link.tsx'

export type BreadcrumbItem = { name: string; path: string }

/** The trail from the home page to the current page, which is the last item and not a link. */
export function Breadcrumbs({ items, className = '' }: { items: readonly BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-ink-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={item.path} className="inline-flex min-w-0 items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="line-clamp-1 font-medium text-ink">
                  {item.name}
                </span>
              ) : (
                <>
                  <SiteLink to={item.path} className="inline-flex min-h-8 items-center hover:text-brand-800 hover:underline">
                    {item.name}
                  </SiteLink>
                  <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-ink-subtle" />
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
