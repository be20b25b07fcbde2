export function PageHeader({ heading, description }: { heading: string; description: string }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-surface">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h1 className="font-display text-3xl font-bold text-ink sm:text-4xl">{heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">{description}</p>
      </div>
    </section>
  )
}
