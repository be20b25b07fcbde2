import { describe, expect, it } from 'vitest'
import {
  EMPTY_TOAST_STATE,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type ToastItem,
  type ToastState,
  createToastStore,
  toastReducer,
} from './toast-store.ts'

function item(id: string, overrides: Partial<ToastItem> = {}): ToastItem {
  return { id, title: `Toast ${id}`, variant: 'default', open: true, ...overrides }
}

function stateOf(...ids: string[]): ToastState {
  return { toasts: ids.map((id) => item(id)) }
}

/** Timers driven by hand, so the removal delay is checked without waiting. */
function manualTimers() {
  let now = 0
  const pending = new Map<number, { at: number; callback: () => void }>()
  let nextHandle = 1
  return {
    timers: {
      setTimeout(callback: () => void, ms: number) {
        const handle = nextHandle++
        pending.set(handle, { at: now + ms, callback })
        return handle
      },
      clearTimeout(handle: unknown) {
        pending.delete(handle as number)
      },
    },
    advance(ms: number) {
      now += ms
      for (const [handle, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(handle)
          timer.callback()
        }
      }
    },
    pendingCount: () => pending.size,
  }
}

describe('toastReducer', () => {
  it('keeps the spec limit of one visible toast: a new toast replaces the old one', () => {
    expect(TOAST_LIMIT).toBe(1)
    const next = toastReducer(stateOf('1'), { type: 'ADD_TOAST', toast: item('2') })
    expect(next.toasts.map((toast) => toast.id)).toEqual(['2'])
  })

  it('puts the newest toast first and trims to a larger limit', () => {
    const added = toastReducer(stateOf('2', '1'), { type: 'ADD_TOAST', toast: item('3') }, 2)
    expect(added.toasts.map((toast) => toast.id)).toEqual(['3', '2'])
  })

  it('does not duplicate a toast added twice with the same id', () => {
    const added = toastReducer(stateOf('1'), { type: 'ADD_TOAST', toast: item('1', { title: 'Again' }) }, 3)
    expect(added.toasts).toEqual([item('1', { title: 'Again' })])
  })

  it('updates only the toast with the given id, merging the changes', () => {
    const next = toastReducer(
      stateOf('2', '1'),
      { type: 'UPDATE_TOAST', toast: { id: '1', description: 'Changed', variant: 'destructive' } },
      3,
    )
    expect(next.toasts).toEqual([item('2'), item('1', { description: 'Changed', variant: 'destructive' })])
  })

  it('dismisses one toast by closing it without removing it', () => {
    const next = toastReducer(stateOf('2', '1'), { type: 'DISMISS_TOAST', toastId: '1' }, 3)
    expect(next.toasts).toEqual([item('2'), item('1', { open: false })])
  })

  it('dismisses every toast when no id is given', () => {
    const next = toastReducer(stateOf('2', '1'), { type: 'DISMISS_TOAST' }, 3)
    expect(next.toasts.every((toast) => !toast.open)).toBe(true)
    expect(next.toasts).toHaveLength(2)
  })

  it('removes one toast by id, or all of them without an id', () => {
    expect(toastReducer(stateOf('2', '1'), { type: 'REMOVE_TOAST', toastId: '2' }, 3)).toEqual(stateOf('1'))
    expect(toastReducer(stateOf('2', '1'), { type: 'REMOVE_TOAST' }, 3)).toEqual(EMPTY_TOAST_STATE)
  })

  it('leaves the state as it was for an unknown id', () => {
    const state = stateOf('1')
    expect(toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: '9', title: 'x' } })).toEqual(state)
    expect(toastReducer(state, { type: 'DISMISS_TOAST', toastId: '9' })).toEqual(state)
    expect(toastReducer(state, { type: 'REMOVE_TOAST', toastId: '9' })).toEqual(state)
  })

  it('does not mutate the state it is given', () => {
    const state = stateOf('1')
    const frozen = structuredClone(state)
    toastReducer(state, { type: 'ADD_TOAST', toast: item('2') })
    toastReducer(state, { type: 'DISMISS_TOAST' })
    toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'x' } })
    expect(state).toEqual(frozen)
  })
})

describe('createToastStore', () => {
  it('shows a new toast open, with the default variant, and tells its listeners', () => {
    const store = createToastStore({ timers: manualTimers().timers })
    let notified = 0
    store.subscribe(() => notified++)
    const handle = store.toast({ title: 'Payment Successful', description: 'Payment of ₹799 completed successfully.' })
    expect(store.getState().toasts).toEqual([
      {
        id: handle.id,
        title: 'Payment Successful',
        description: 'Payment of ₹799 completed successfully.',
        variant: 'default',
        open: true,
      },
    ])
    expect(notified).toBe(1)
  })

  it('keeps only the newest of two toasts', () => {
    const store = createToastStore({ timers: manualTimers().timers })
    store.toast({ title: 'First' })
    store.toast({ title: 'Error', description: 'Failed to send OTP. Please try again.', variant: 'destructive' })
    expect(store.getState().toasts.map((toast) => toast.title)).toEqual(['Error'])
  })

  it('removes a dismissed toast only after the spec removal delay', () => {
    const clock = manualTimers()
    const store = createToastStore({ timers: clock.timers })
    const handle = store.toast({ title: 'OTP Sent' })
    handle.dismiss()
    expect(store.getState().toasts).toEqual([expect.objectContaining({ id: handle.id, open: false })])
    clock.advance(TOAST_REMOVE_DELAY_MS - 1)
    expect(store.getState().toasts).toHaveLength(1)
    clock.advance(1)
    expect(store.getState().toasts).toEqual([])
  })

  it('drops the pending removal of a toast pushed out by a newer one', () => {
    const clock = manualTimers()
    const store = createToastStore({ timers: clock.timers })
    store.toast({ title: 'Old' }).dismiss()
    expect(clock.pendingCount()).toBe(1)
    store.toast({ title: 'New' })
    expect(clock.pendingCount()).toBe(0)
    expect(store.getState().toasts.map((toast) => toast.title)).toEqual(['New'])
  })

  it('updates a toast through its handle and stops notifying an unsubscribed listener', () => {
    const store = createToastStore({ timers: manualTimers().timers })
    let notified = 0
    const unsubscribe = store.subscribe(() => notified++)
    const handle = store.toast({ title: 'Booking' })
    unsubscribe()
    handle.update({ title: 'Appointment Booked!' })
    expect(store.getState().toasts[0]?.title).toBe('Appointment Booked!')
    expect(notified).toBe(1)
  })
})
