import { ChevronLeft, ChevronRight } from './icons.tsx'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslations } from 'use-intl'

type ScrollRowProps = {
  /** Accessible name of the list. */
  label: string
  /** The <li> items. */
  children: React.ReactNode
  className?: string
}

/**
 * A horizontally scrolling list that snaps to its items: swiped on touch screens, and with
 * previous/next buttons from the sm breakpoint, where a mouse cannot swipe. A button hides at
 * its end of the row.
 */
export function ScrollRow({ label, children, className = '' }: ScrollRowProps) {
  const listRef = useRef<HTMLUListElement>(null)
  const t = useTranslations('shell.common')
  const [atStart, setAtStart] = useState(true)
  const [atEnd, setAtEnd] = useState(false)

  const measure = useCallback(() => {
    const list = listRef.current
    if (!list) return
    setAtStart(list.scrollLeft <= 1)
    setAtEnd(list.scrollLeft + list.clientWidth >= list.scrollWidth - 1)
  }, [])

  useEffect(() => {
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [measure])

  const scrollByPage = (direction: -1 | 1) => {
    const list = listRef.current
    if (!list) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: reduceMotion ? 'auto' : 'smooth' })
  }

  const arrowClass =
    'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-white text-ink shadow-float transition hover:bg-brand-50 hover:text-brand-800 sm:inline-flex'

  return (
    <div className={`relative mx-auto max-w-6xl ${className}`}>
      <ul
        ref={listRef}
        aria-label={label}
        onScroll={measure}
        className="scrollbar-thin relative flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pt-1 pb-4 sm:scroll-px-6 sm:px-6"
      >
        {children}
      </ul>
      {atStart ? null : (
        <button type="button" aria-label={t('previousIn', { label })} onClick={() => scrollByPage(-1)} className={`${arrowClass} left-1`}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
      )}
      {atEnd ? null : (
        <button type="button" aria-label={t('nextIn', { label })} onClick={() => scrollByPage(1)} className={`${arrowClass} right-1`}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      )}
    </div>
  )
}
