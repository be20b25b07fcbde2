import { useEffect, useRef } from 'react'
import { useTranslations } from 'use-intl'
import { Toast, ToastAction, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx'
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, useToast } from './toast-store.ts'

/** Renders the toast store: one toast at a time, F8 focuses the region named 'Notification'. */
export function Toaster({ focusViewportOnMount = false }: { focusViewportOnMount?: boolean }) {
  const { toasts, dismiss } = useToast()
  const viewport = useRef<HTMLOListElement>(null)
  const t = useTranslations('shell.common')

  // Mounted by an F8 press (see lazy-toaster.tsx): give that press its effect.
  useEffect(() => {
    if (focusViewportOnMount) viewport.current?.focus()
  }, [focusViewportOnMount])

  return (
    <ToastProvider label={t('notifications')} duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
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
      <ToastViewport ref={viewport} label={t('notifications')} hotkey={['F8']} />
    </ToastProvider>
  )
}
