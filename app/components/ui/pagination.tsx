import { ChevronLeft, ChevronRight } from './icons.tsx'
import { SiteLink } from './site-link.tsx'

type PaginationProps = {
  page: number
  pageCount: number
  /** The URL of a page of the list. */
  pathFor: (page: number) => string
  label?: string
  /** The words in the page's language (`page` is read before each number); English by default. */
  words?: { previous: string; next: string; page: string }
}

const ENGLISH_WORDS = { previous: 'Previous', next: 'Next', page: 'Page' }

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-xl border px-3 text-sm font-semibold transition-colors'

/** Plain links to every page of a list, so that search engines can follow them too. */
export function Pagination({ page, pageCount, pathFor, label = 'Pagination', words = ENGLISH_WORDS }: PaginationProps) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <SiteLink to={pathFor(page - 1)} rel="prev" className={`${itemClass} border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50`}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {words.previous}
        </SiteLink>
      ) : null}
      <ol className="flex flex-wrap items-center gap-2">
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={`${itemClass} border-brand-700 bg-brand-700 text-white`}>
                <span className="sr-only">{words.page} </span>
                {number}
              </span>
            ) : (
              <SiteLink to={pathFor(number)} className={`${itemClass} border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50`}>
                <span className="sr-only">{words.page} </span>
                {number}
              </SiteLink>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <SiteLink to={pathFor(page + 1)} rel="next" className={`${itemClass} border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50`}>
          {words.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </SiteLink>
      ) : null}
    </nav>
  )
}
