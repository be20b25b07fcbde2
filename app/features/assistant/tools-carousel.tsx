import { ChevronLeft, ChevronRight } from '../../components/ui/icons.tsx'
import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { useTranslations } from 'use-intl'
import type { AssistantTool } from '../../../content/assistant/tools.ts'
import type { CarouselParts } from './embla-controller.tsx'
import { ToolCard } from './tool-card.tsx'
import { whenNearScreen } from '../../lib/when-near-screen.ts'

// Embla and the carousel's behaviour load after the page's own code (decision 0009).
const EmblaController = lazy(() => import('./embla-controller.tsx'))

type ToolsCarouselProps = { tools: readonly AssistantTool[]; onStartChat: (tool: AssistantTool) => void }

const arrowClass = 'btn-outline btn-icon rounded-full disabled:opacity-40'

/**
 * The assistant tools carousel (WAI-ARIA carousel pattern). Its buttons stay disabled until Embla
 * has loaded and says which way the slides can move.
 */
export function ToolsCarousel({ tools, onStartChat }: ToolsCarouselProps) {
  const region = useRef<HTMLElement>(null)
  const viewport = useRef<HTMLDivElement>(null)
  const previous = useRef<HTMLButtonElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  const [parts, setParts] = useState<CarouselParts | null>(null)
  const t = useTranslations('home.assistant')

  // Embla starts when the carousel comes near the screen, not while the page is still starting up.
  useEffect(() => {
    if (!(region.current && viewport.current && previous.current && next.current)) return
    const found = { region: region.current, viewport: viewport.current, previous: previous.current, next: next.current }
    return whenNearScreen(found.region, () => setParts(found), '100% 0px')
  }, [])

  return (
    <section
      ref={region}
      aria-roledescription="carousel"
      aria-label={t('carousel')}
      tabIndex={0}
      className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
      data-testid="assistant-carousel"
    >
      <div ref={viewport} className="overflow-hidden py-2">
        <div className="-ml-4 flex touch-pan-y">
          {tools.map((tool, index) => (
            <div
              key={tool.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { index: index + 1, count: tools.length, title: tool.title })}
              className="min-w-0 shrink-0 grow-0 basis-[88%] pl-4 sm:basis-[62%] lg:basis-[46%]"
            >
              <ToolCard tool={tool} onStartChat={onStartChat} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-5 flex items-center justify-end gap-3">
        <button ref={previous} type="button" aria-label={t('previous')} disabled className={arrowClass}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button ref={next} type="button" aria-label={t('next')} disabled className={arrowClass}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      {parts ? (
        <Suspense fallback={null}>
          <EmblaController parts={parts} />
        </Suspense>
      ) : null}
    </section>
  )
}
