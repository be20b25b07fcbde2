import { startTransition, useCallback, useState } from 'react'
import { isHydrated } from '../../lib/hydration.ts'

/** Shown when a picture is missing or fails to load (spec section 2: images fall back to a default image). */
export const DEFAULT_IMAGE = '/images/default-pet-image.svg'

type FallbackImageProps = Omit<React.ComponentProps<'img'>, 'src' | 'onLoad' | 'onError' | 'ref'> & {
  src: string | null
  alt: string
  fallbackSrc?: string
}

/**
 * An image that falls back to the default image when its own fails, and fades in once loaded.
 * Only an image the browser adds later (after a client navigation) fades: one in the server's HTML
 * is drawn as it arrives, so the page never waits for scripts to show its pictures (decision 0009).
 * A server-rendered image may finish, or fail, before React hydrates and misses the event, so the
 * element's state is also read when it mounts.
 */
export function FallbackImage({ src, fallbackSrc = DEFAULT_IMAGE, className = '', ...props }: FallbackImageProps) {
  const [fades] = useState(isHydrated)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null)
  const current = src && src !== failedSrc ? src : fallbackSrc
  const usingFallback = current === fallbackSrc

  const settle = useCallback(
    (image: HTMLImageElement) => {
      if (image.naturalWidth > 0) setLoadedSrc(current)
      else if (!usingFallback && src) setFailedSrc(src)
      // The default image itself failed: show whatever the browser shows rather than nothing.
      else setLoadedSrc(current)
    },
    [current, usingFallback, src],
  )

  const ref = useCallback(
    (image: HTMLImageElement | null) => {
      // Not urgent: a transition, so that hydrating a page full of loaded images is not followed by
      // an immediate second render of the whole page.
      if (image?.complete) startTransition(() => settle(image))
    },
    [settle],
  )

  const loaded = loadedSrc === current
  const hidden = fades && !loaded
  return (
    <img
      {...props}
      ref={ref}
      src={current}
      data-state={loaded ? 'loaded' : 'loading'}
      data-fallback={usingFallback ? '' : undefined}
      onLoad={(event) => settle(event.currentTarget)}
      onError={(event) => settle(event.currentTarget)}
      className={`${fades ? 'transition-opacity duration-300' : ''} ${hidden ? 'opacity-0' : 'opacity-100'} ${className}`}
    />
  )
}
