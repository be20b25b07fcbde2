import { useEffect } from 'react'
import { Toast, ToastAction, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx'
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, toast, useToast } from './toast-store.ts'

declare global {
  interface Window {
    /** Set only on pages opened with ?e2e=1; see the effect below. */
    __petvaidyaToast?: typeof toast
  }
}

/** Renders the toast store: one toast at a time, F8 focuses the region named 'Notification'. */
export function Toaster() {
  const { toasts, dismiss } = useToast()

  useEffect(() => {
    // The browser tests need to raise toasts before any feature that shows one exists (sign-in,
    // payment and booking are later issues). The hook is attached only when the page is opened
    // with ?e2e=1, and it can do nothing a visitor could not already do from the console.
    if (new URLSearchParams(window.location.search).get('e2e') === '1') window.__petvaidyaToast = toast
  }, [])

  return (
    <ToastProvider label="Notification" duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, action, variant, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id)
          }}
        >
          {title ? <ToastTitle>{title}</ToastTitle> : null}
          {description ? <ToastDescription>{description}</ToastDescription> : null}
          {action ? (
            <ToastAction altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          ) : null}
        </Toast>
      ))}
      <ToastViewport label="Notification" hotkey={['F8']} />
    </ToastProvider>
  )
}
