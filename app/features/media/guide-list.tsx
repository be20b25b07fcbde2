import { Clock } from '../../components/ui/icons.tsx'
import type { Guide, GuideSection } from '../../../content/pages/types.ts'

function SectionBody({ section }: { section: GuideSection }) {
  const List = section.ordered ? 'ol' : 'ul'
  return (
    <>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="mt-2 leading-relaxed text-ink">
          {paragraph}
        </p>
      ))}
      {section.items ? (
        <List className={`mt-2 space-y-2 pl-6 leading-relaxed text-ink marker:text-brand-700 ${section.ordered ? 'list-decimal' : 'list-disc'}`}>
          {section.items.map((item) => (
            <li key={item} className="pl-1">
              {item}
            </li>
          ))}
        </List>
      ) : null}
    </>
  )
}

/**
 * The guides of a media page: a contents list, then each guide in full with its facts and status.
 * `guidesLang` marks the guides when they are in another language than the page (English guides
 * on a Hindi page); the list's heading and label are the page's.
 */
export function GuideList({ heading, navLabel, guides, guidesLang }: { heading: string; navLabel: string; guides: readonly Guide[]; guidesLang?: string | undefined }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr] lg:gap-12">
      <nav aria-label={navLabel} className="h-fit lg:sticky lg:top-24">
        <h2 className="text-sm font-bold tracking-wide text-ink-muted uppercase">{heading}</h2>
        <ol className="mt-3 space-y-0.5" lang={guidesLang}>
          {guides.map((guide) => (
            <li key={guide.id}>
              <a href={`#${guide.id}`} className="inline-flex min-h-11 items-center py-1 text-base font-medium text-brand-800 hover:underline hover:underline-offset-4">
                {guide.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-6" lang={guidesLang}>
        {guides.map((guide) => (
          <article key={guide.id} id={guide.id} aria-labelledby={`${guide.id}-title`} className="card scroll-mt-24 p-5 sm:p-7">
            <div className="flex flex-wrap items-center gap-2">
              {guide.facts.map((fact) => (
                <span key={fact} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                  {fact}
                </span>
              ))}
              {guide.status ? (
                <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-700">
                  <Clock aria-hidden="true" className="size-4" />
                  {guide.status}
                </span>
              ) : null}
            </div>
            <h2 id={`${guide.id}-title`} className="mt-3 font-display text-2xl font-semibold text-ink">
              {guide.title}
            </h2>
            <p className="mt-2 text-lg leading-relaxed text-ink-muted">{guide.summary}</p>
            {guide.sections.map((section) => (
              <section key={section.heading} className="mt-5">
                <h3 className="font-display text-lg font-semibold text-ink">{section.heading}</h3>
                <SectionBody section={section} />
              </section>
            ))}
          </article>
        ))}
      </div>
    </div>
  )
}
