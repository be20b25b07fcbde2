import type { EmblaCarouselType } from 'embla-carousel'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useLayoutEffect } from 'react'

/** The spec's carousel defaults (section 2): duration 25, drag threshold 10. */
export const CAROUSEL_OPTIONS = { duration: 25, dragThreshold: 10, align: 'start', containScroll: 'trimSnaps' } as const

export type CarouselParts = {
  /** The carousel (keyboard focus and arrow keys). */
  region: HTMLElement
  /** Embla's viewport: the element whose first child holds the slides. */
  viewport: HTMLElement
  previous: HTMLButtonElement
  next: HTMLButtonElement
}

function moveOnArrowKeys(api: EmblaCarouselType) {
  return (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') api.scrollPrev()
    else if (event.key === 'ArrowRight') api.scrollNext()
    else return
    event.preventDefault()
  }
}

/**
 * Brings a carousel the server has already rendered to life with Embla: previous and next are
 * disabled at the ends, and the left and right arrow keys move the slides. It renders nothing,
 * so it can load after the page (it carries Embla's code) without React replacing any HTML.
 */
export default function EmblaController({ parts }: { parts: CarouselParts }) {
  const [attach, api] = useEmblaCarousel(CAROUSEL_OPTIONS)
  useLayoutEffect(() => {
    attach(parts.viewport)
    return () => attach(null)
  }, [attach, parts.viewport])

  useEffect(() => {
    if (!api) return
    const { region, previous, next } = parts
    const update = () => {
      previous.disabled = !api.canScrollPrev()
      next.disabled = !api.canScrollNext()
    }
    const goPrevious = () => api.scrollPrev()
    const goNext = () => api.scrollNext()
    const onKeyDown = moveOnArrowKeys(api)
    update()
    api.on('select', update).on('reInit', update)
    previous.addEventListener('click', goPrevious)
    next.addEventListener('click', goNext)
    region.addEventListener('keydown', onKeyDown)
    return () => {
      api.off('select', update).off('reInit', update)
      previous.removeEventListener('click', goPrevious)
      next.removeEventListener('click', goNext)
      region.removeEventListener('keydown', onKeyDown)
    }
  }, [api, parts])
  return null
}
