import { type ReactNode, useSyncExternalStore } from 'react'

/** Toast constants of the spec (section 9). */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY_MS = 1_000_000
export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD_PX = 50

export type ToastVariant = 'default' | 'destructive'

/** A button inside the toast; altText tells screen-reader users how to do the same thing without it. */
export type ToastAction = { label: string; altText: string; onClick: () => void }

export type ToastItem = {
  id: string
  title?: string
  /** Text, or a translated line with a name marked `translate="no"` in it (t.rich). */
  description?: string | ReactNode
  action?: ToastAction
  variant: ToastVariant
  /** False once dismissed: the toast animates out, then is removed after the removal delay. */
  open: boolean
}

export type ToastInput = Omit<ToastItem, 'id' | 'open' | 'variant'> & { variant?: ToastVariant }

export type ToastState = { toasts: readonly ToastItem[] }

export type ToastEvent =
  | { type: 'ADD_TOAST'; toast: ToastItem }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastItem> & { id: string } }
  /** Without an id, every toast. */
  | { type: 'DISMISS_TOAST'; toastId?: string }
  /** Without an id, every toast. */
  | { type: 'REMOVE_TOAST'; toastId?: string }

export const EMPTY_TOAST_STATE: ToastState = { toasts: [] }

/** Pure transitions of the toast list; the newest toast comes first and the list keeps `limit`. */
export function toastReducer(state: ToastState, event: ToastEvent, limit: number = TOAST_LIMIT): ToastState {
  switch (event.type) {
    case 'ADD_TOAST':
      return { toasts: [event.toast, ...state.toasts.filter((item) => item.id !== event.toast.id)].slice(0, limit) }
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((item) => (item.id === event.toast.id ? { ...item, ...event.toast } : item)),
      }
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((item) =>
          event.toastId === undefined || item.id === event.toastId ? { ...item, open: false } : item,
        ),
      }
    case 'REMOVE_TOAST':
      if (event.toastId === undefined) return EMPTY_TOAST_STATE
      return { toasts: state.toasts.filter((item) => item.id !== event.toastId) }
  }
}

export type ToastHandle = {
  id: string
  dismiss: () => void
  update: (changes: Partial<ToastInput>) => void
}

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

export type ToastStore = ReturnType<typeof createToastStore>

/**
 * The side-effect layer around the reducer: listeners, ids, and the removal timer that drops
 * a dismissed toast from the list after the spec's delay.
 */
export function createToastStore({
  limit = TOAST_LIMIT,
  removeDelayMs = TOAST_REMOVE_DELAY_MS,
  timers = {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  },
}: { limit?: number; removeDelayMs?: number; timers?: Timers } = {}) {
  let state: ToastState = EMPTY_TOAST_STATE
  let counter = 0
  const listeners = new Set<() => void>()
  const removalTimers = new Map<string, unknown>()

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return
    removalTimers.set(
      id,
      timers.setTimeout(() => {
        removalTimers.delete(id)
        dispatch({ type: 'REMOVE_TOAST', toastId: id })
      }, removeDelayMs),
    )
  }

  function dispatch(event: ToastEvent) {
    if (event.type === 'DISMISS_TOAST') {
      const ids = event.toastId === undefined ? state.toasts.map((item) => item.id) : [event.toastId]
      ids.forEach(scheduleRemoval)
    }
    state = toastReducer(state, event, limit)
    for (const [id, handle] of removalTimers) {
      if (!state.toasts.some((item) => item.id === id)) {
        timers.clearTimeout(handle)
        removalTimers.delete(id)
      }
    }
    listeners.forEach((listener) => listener())
  }

  function toast({ variant = 'default', ...input }: ToastInput): ToastHandle {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER
    const id = String(counter)
    dispatch({ type: 'ADD_TOAST', toast: { ...input, id, variant, open: true } })
    return {
      id,
      dismiss: () => dispatch({ type: 'DISMISS_TOAST', toastId: id }),
      update: (changes) => dispatch({ type: 'UPDATE_TOAST', toast: { ...changes, id } }),
    }
  }

  return {
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId }),
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/** The one store of the page; the Toaster in the site shell renders it. */
const store = createToastStore()

/** Shows a toast from anywhere (event handlers, mutations); at most one is visible at a time. */
export const toast = store.toast
export const dismissToast = store.dismiss

export function useToast() {
  const state = useSyncExternalStore(store.subscribe, store.getState, () => EMPTY_TOAST_STATE)
  return { toasts: state.toasts, toast: store.toast, dismiss: store.dismiss }
}
