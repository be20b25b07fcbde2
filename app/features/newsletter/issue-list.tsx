import { ChevronDown } from '../../components/ui/icons.tsx'

export type IssueView = {
  slug: string
  title: string
  summary: string
  /** 'November 2026', formatted on the server. */
  month: string
  sentOn: string
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>
}

/** Past issues, newest first; each opens in place to its full text (present in the served HTML). */
export function IssueList({ issues }: { issues: readonly IssueView[] }) {
  return (
    <ol className="space-y-4">
      {issues.map((issue, index) => (
        <li key={issue.slug} id={issue.slug} className="card scroll-mt-24">
          <article aria-labelledby={`${issue.slug}-title`}>
            <details open={index === 0} className="group">
              {/* A summary holds phrasing content and headings only: no wrapper element around the heading. */}
              <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] gap-x-4 rounded-2xl p-5 sm:p-6 [&::-webkit-details-marker]:hidden">
                <time dateTime={issue.sentOn} className="col-start-1 text-sm font-semibold tracking-wide text-brand-700 uppercase">
                  {issue.month}
                </time>
                <h3 id={`${issue.slug}-title`} className="col-start-1 mt-1 font-display text-xl font-semibold text-ink">
                  {issue.title}
                </h3>
                <span className="col-start-1 mt-2 block text-ink-muted">{issue.summary}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="col-start-2 row-span-3 row-start-1 mt-1 size-5 shrink-0 text-ink-subtle transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="space-y-5 border-t border-line px-5 pt-5 pb-6 sm:px-6">
                {issue.sections.map((section) => (
                  <section key={section.heading}>
                    <h4 className="font-display text-lg font-semibold text-ink">{section.heading}</h4>
                    {section.paragraphs.map((paragraph) => (
                      <p key={paragraph} className="mt-2 leading-relaxed text-ink">
                        {paragraph}
                      </p>
                    ))}
                  </section>
                ))}
              </div>
            </details>
          </article>
        </li>
      ))}
    </ol>
  )
}
