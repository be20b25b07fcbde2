import { ChevronRight } from './icons.tsx'
import { SiteLink } from './site-link.tsx'

/** A crumb; `lang` marks a name kept in English on a page in another language (an article's title). */
export type BreadcrumbItem = { name: string; path: string; lang?: string }

/** The trail from the home page to the current page, which is the last item and not a link. */
export function Breadcrumbs({ items, className = '', label = 'Breadcrumb' }: { items: readonly BreadcrumbItem[]; className?: string; label?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-ink-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={item.path} className="inline-flex min-w-0 items-center gap-1.5">
              {last ? (
                <span aria-current="page" lang={item.lang} className="line-clamp-1 font-medium text-ink">
                  {item.name}
                </span>
              ) : (
                <>
                  <SiteLink to={item.path} lang={item.lang} className="inline-flex min-h-8 items-center hover:text-brand-800 hover:underline">
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
