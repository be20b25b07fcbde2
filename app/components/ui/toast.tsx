import { CircleAlert, CircleCheck, X } from './icons.tsx'
import { Toast as ToastPrimitive } from 'radix-ui'
import { useTranslations } from 'use-intl'
import type { ToastVariant } from './toast-store.ts'

export const ToastProvider = ToastPrimitive.Provider

/**
 * The toast area: across the top on small screens, bottom right from the sm breakpoint,
 * at most 420px wide, and lifted above the floating chat button so neither covers the other.
 */
export function ToastViewport({ className = '', ...props }: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={`fixed inset-x-0 top-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col-reverse gap-2 p-3 outline-none sm:top-auto sm:right-0 sm:bottom-20 sm:left-auto sm:max-w-[420px] sm:flex-col sm:p-4 ${className}`}
      {...props}
    />
  )
}

const variantClass: Record<ToastVariant, string> = {
  default: 'border-line bg-white text-ink',
  destructive: 'border-danger-200 bg-danger-50 text-danger-700',
}

type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }

export function Toast({ variant = 'default', className = '', children, ...props }: ToastProps) {
  const Icon = variant === 'destructive' ? CircleAlert : CircleCheck
  const t = useTranslations('shell.common')
  return (
    <ToastPrimitive.Root
      className={`group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-12 shadow-float data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in-top data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none sm:data-[state=open]:animate-toast-in-bottom ${variantClass[variant]} ${className}`}
      {...props}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${variant === 'destructive' ? 'text-danger-600' : 'text-brand-600'}`}
      />
      <div className="min-w-0 flex-1">{children}</div>
      <ToastPrimitive.Close
        aria-label={t('close')}
        className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-full opacity-70 transition hover:bg-black/5 hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  )
}

export function ToastTitle({ className = '', ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={`text-[15px] leading-snug font-semibold ${className}`} {...props} />
}

export function ToastDescription({ className = '', ...props }: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={`mt-1 text-sm leading-relaxed opacity-90 ${className}`} {...props} />
}

export function ToastAction({ className = '', ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={`mt-3 inline-flex min-h-11 items-center justify-center rounded-xl border border-current/25 bg-white px-3.5 text-sm font-semibold transition hover:bg-surface ${className}`}
      {...props}
    />
  )
}
