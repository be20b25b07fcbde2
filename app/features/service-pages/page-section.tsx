type PageSectionProps = {
  /** Becomes the id of the heading, which names the section. */
  id: string
  heading: string
  intro?: string
  /** 'band' sets the section on a full-width white band, to separate it from its neighbours. */
  tone?: 'plain' | 'band'
  children: React.ReactNode
}

/** A titled section of a service, city or near-me page. */
export function PageSection({ id, heading, intro, tone = 'plain', children }: PageSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-20 ${tone === 'band' ? 'border-y border-line/70 bg-white' : ''}`}
    >
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <h2 id={headingId} className="font-display text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg leading-relaxed text-ink-muted">{intro}</p> : null}
        <div className="mt-6 sm:mt-8">{children}</div>
      </div>
    </section>
  )
}
