import type { AuthorDto } from '../../../core/contracts/blog.ts'
import { SiteLink } from '../../components/ui/site-link.tsx'

function initials(name: string): string {
  return name
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}

/** The author's uploaded photo, or their initials (a name's letters, never translated). */
export function AuthorAvatar({ name, photo = null, size = 'md' }: { name: string; photo?: string | null; size?: 'md' | 'lg' }) {
  const sizeClass = size === 'lg' ? 'size-20 text-2xl' : 'size-12 text-base'
  if (photo) {
    const pixels = size === 'lg' ? 80 : 48
    return <img src={photo} alt="" width={pixels} height={pixels} className={`shrink-0 rounded-full bg-brand-100 object-cover ${sizeClass}`} />
  }
  return (
    <span
      aria-hidden="true"
      translate="no"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-display font-bold text-brand-800 ${sizeClass}`}
    >
      {initials(name)}
    </span>
  )
}

/** The vet who wrote an article, with a link to their page. */
export function AuthorCard({ author }: { author: AuthorDto }) {
  return (
    <aside aria-labelledby="about-author" className="card flex flex-col gap-4 p-5 sm:flex-row sm:p-6">
      <AuthorAvatar name={author.name} photo={author.photo} />
      <div>
        <h2 id="about-author" className="font-display text-lg font-bold text-ink">
          About {author.name}
        </h2>
        <p className="text-sm font-medium text-ink-muted">{author.credentials}</p>
        <p className="mt-2 leading-relaxed text-ink-muted">{author.bio}</p>
        <SiteLink to={`/authors/${author.id}`} className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline">
          More articles by {author.name}
        </SiteLink>
      </div>
    </aside>
  )
}
