import type { BlogCategorySummary } from '../../../core/contracts/blog.ts'
import { blogCategoryPath } from '../../../core/blog/listing.ts'
import { SiteLink } from '../../components/ui/site-link.tsx'
import { useLocalPath } from '../../lib/i18n.tsx'
import { useBlogMessages, useCategoryLabel } from './blog-words.ts'

const chipClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors'
const idleClass = `${chipClass} border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50`
const activeClass = `${chipClass} border-brand-700 bg-brand-700 text-white`

/** Links to every category of the blog, and to all articles; the current one is marked. In the page's language where it has the blog's words. */
export function CategoryFilter({ categories, current }: { categories: readonly BlogCategorySummary[]; current: string | null }) {
  const total = categories.reduce((sum, item) => sum + item.count, 0)
  const blog = useBlogMessages()
  const label = useCategoryLabel()
  const localPath = useLocalPath()
  const unit = blog?.common.countUnit ?? 'articles'
  return (
    <nav aria-label={blog?.common.categoriesLabel ?? 'Blog categories'}>
      <ul className="scrollbar-thin relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <li className="shrink-0">
          <SiteLink to={localPath('/blogs')} aria-current={current === null ? 'page' : undefined} className={current === null ? activeClass : idleClass}>
            {blog?.common.allArticles ?? 'All articles'}
            <Count value={total} unit={unit} active={current === null} />
          </SiteLink>
        </li>
        {categories.map(({ category, count }) => {
          const { name, lang } = label(category)
          return (
            <li key={category} className="shrink-0">
              <SiteLink
                to={localPath(blogCategoryPath(category))}
                aria-current={current === category ? 'page' : undefined}
                className={current === category ? activeClass : idleClass}
              >
                <span lang={lang}>{name}</span>
                <Count value={count} unit={unit} active={current === category} />
              </SiteLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function Count({ value, unit, active }: { value: number; unit: string; active: boolean }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs ${active ? 'bg-brand-900 text-white' : 'bg-surface text-ink-muted'}`}>
      <span className="sr-only">(</span>
      {value}
      <span className="sr-only"> {unit})</span>
    </span>
  )
}
