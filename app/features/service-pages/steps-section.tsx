import type { StepsBlock } from '../../../content/page-blocks.ts'
import { PageSection } from './page-section.tsx'
import { useServicePageWords } from './words.ts'

/** How a visit goes, step by step. */
export function StepsSection({ block, id = 'how-it-works' }: { block: StepsBlock; id?: string }) {
  const words = useServicePageWords()
  return (
    <PageSection id={id} heading={block.heading} tone="band">
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {block.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-2xl border border-line bg-surface p-5 sm:block">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <h3 className="font-bold text-ink sm:mt-3">
                <span className="sr-only">{words('step', { number: index + 1 })}</span>
                {step.title}
              </h3>
              <p className="mt-1.5 text-[15px] leading-relaxed text-ink-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </PageSection>
  )
}
