import type { TextSection } from '../../../content/page-blocks.ts'
import { BulletList } from './bullet-list.tsx'

/** Sections of running text, each under its own heading. */
export function TextSections({ sections, level = 'h2' }: { sections: readonly TextSection[]; level?: 'h2' | 'h3' }) {
  const Heading = level
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <div key={section.heading} className="max-w-3xl">
          <Heading
            className={
              level === 'h2'
                ? 'font-display text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl'
                : 'font-display text-xl font-bold text-ink'
            }
          >
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-lg leading-relaxed text-ink">
              {paragraph}
            </p>
          ))}
          {section.points ? <BulletList items={section.points} className="mt-4 space-y-2 pl-1" itemClassName="gap-3 text-lg" /> : null}
        </div>
      ))}
    </div>
  )
}

/** Running text sections as a page section of their own. */
export function TextSectionsBlock({ sections, id }: { sections: readonly TextSection[]; id: string }) {
  if (sections.length === 0) return null
  return (
    <section id={id} className="scroll-mt-20">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <TextSections sections={sections} />
      </div>
    </section>
  )
}

/** Paragraphs of running text at a readable size. */
export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="max-w-3xl space-y-4">
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="text-lg leading-relaxed text-ink">
          {paragraph}
        </p>
      ))}
    </div>
  )
}
