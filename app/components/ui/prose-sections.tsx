/** Long-form text (policies, about) in the `prose-content` style: a heading and paragraphs per section. */
export function ProseSections({
  sections,
  className = '',
}: {
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>
  className?: string
}) {
  return (
    <div className={`prose-content ${className}`}>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  )
}
