export function PageHeader({ heading, description }: { heading: React.ReactNode; description: string }) {
  return (
    <section className="border-b border-line/60 bg-gradient-to-b from-brand-50 to-surface">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="max-w-3xl font-display text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{description}</p>
      </div>
    </section>
  )
}
