import { useEffect, useRef } from 'react'

/**
 * Back closes the dialog on top, and the page stays (decision 0067): every open dialog adds a
 * history entry of the same address, marked with its layer's id. The phone's Back button pops that
 * entry and closes the dialog; a dialog closed otherwise (Escape, Close, Cancel) takes its entry
 * off again, so a later Back leaves the page as usual. A dialog opened while such a Back is on its
 * way adds its entry once the Back has landed, so the two never cross.
 */

const KEY = 'dialogLayer'

type Layer = { id: number; close: () => void; pushed: boolean; leaving: boolean }

const layers: Layer[] = []
let nextId = 1
/** Backs this module started and whose popstate has not come yet. */
let backsOnTheWay = 0
let listening = false

function entryLayer(): number {
  const state: unknown = window.history.state
  return typeof state === 'object' && state !== null && typeof (state as Record<string, unknown>)[KEY] === 'number' ? ((state as Record<string, number>)[KEY] ?? 0) : 0
}

function push(layer: Layer): void {
  window.history.pushState({ ...(window.history.state as object | null), [KEY]: layer.id }, '')
  layer.pushed = true
}

function onPopState(): void {
  if (backsOnTheWay > 0) {
    backsOnTheWay -= 1
    if (backsOnTheWay === 0) for (const layer of layers) if (!layer.pushed) push(layer)
    return
  }
  // The person pressed Back: every dialog whose entry is no longer in reach closes.
  const current = entryLayer()
  for (const layer of [...layers].reverse()) if (layer.pushed && layer.id > current) layer.close()
}

/** The dialogs open now close to make way for a navigation: they leave their entries as they are. */
export function closingForNavigation(): void {
  for (const layer of layers) layer.leaving = true
}

/** Ties a dialog's open state to a history entry (see above); `close` closes it. */
export function useBackCloses(open: boolean, close: () => void): void {
  const closeRef = useRef(close)
  closeRef.current = close
  useEffect(() => {
    if (!open) return
    if (!listening) {
      window.addEventListener('popstate', onPopState)
      listening = true
    }
    const layer: Layer = { id: nextId++, close: () => closeRef.current(), pushed: false, leaving: false }
    layers.push(layer)
    if (backsOnTheWay === 0) push(layer)
    return () => {
      layers.splice(layers.indexOf(layer), 1)
      if (layer.pushed && entryLayer() === layer.id && !layer.leaving) {
        backsOnTheWay += 1
        window.history.back()
      }
    }
  }, [open])
}
