import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarPlus } from '../../components/ui/icons.tsx'
import { useState } from 'react'
import type { AppointmentDto } from '../../../core/contracts/booking.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { untranslated } from '../../components/ui/untranslated.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { ApiError } from '../../lib/api-client.ts'
import { openAppointmentModal } from '../../lib/window-events.ts'
import { AppointmentCard, type AppointmentsText, cancellationMoneyText } from './appointment-card.tsx'
import { cancelAppointment, fetchAppointments, rescheduleAppointment } from './booking-api.ts'
import { RescheduleDialog } from './reschedule-dialog.tsx'
import { formatRupees } from '../../lib/rupees.ts'
import { appointmentKeys } from '../../lib/query-keys/appointment-keys.ts'
import { slotKeys } from '../../lib/query-keys/slot-keys.ts'
import { formatLongDateTime, formatShortDate, formatShortDateTime } from '../../../core/dates.ts'
import { useTranslations } from 'use-intl'
import type { Language } from '../../../core/i18n/language.ts'
import { useLanguage } from '../../lib/i18n.tsx'
import type { Messages } from '../../../content/i18n/index.ts'

type RefusalCode = keyof Messages['appointments']['errors']

/**
 * A refused change in the page's language: English pages show the server's own words; a Hindi page
 * the messages' text for each refusal it knows, and 'please try again' for any other.
 */
function failure(title: string, error: unknown, t: AppointmentsText, language: Language) {
  if (!(error instanceof ApiError) || error.status >= 500) return toast({ variant: 'destructive', title, description: t('toasts.tryAgain') })
  const code = error.code as RefusalCode
  const description = language === 'en' ? error.message.replace(/^[A-Za-z0-9.]+: /, '') : t.has(`errors.${code}`) ? t(`errors.${code}`) : t('toasts.tryAgain')
  toast({ variant: 'destructive', title, description })
}

/** Upcoming and past appointments, with cancel and reschedule while the rules allow. */
export function MyAppointments({ userId }: { userId: string }) {
  const client = useQueryClient()
  const t = useTranslations('appointments')
  const language = useLanguage()
  // The team moves a visit on (vet assigned, on the way): while one is live, the list follows it.
  const list = useQuery({
    queryKey: appointmentKeys.list(userId),
    queryFn: fetchAppointments,
    refetchInterval: (query) => (query.state.data?.upcoming.some((visit) => visit.visitStatus !== 'booked') ? 60_000 : false),
  })
  const refresh = async () => {
    await Promise.all([client.invalidateQueries({ queryKey: appointmentKeys.all(userId) }), client.invalidateQueries({ queryKey: slotKeys.all })])
  }
  const [cancelling, setCancelling] = useState<AppointmentDto | null>(null)
  const [moving, setMoving] = useState<AppointmentDto | null>(null)

  const cancel = useMutation({
    mutationFn: (id: string) => cancelAppointment(id),
    onSuccess: async ({ appointment }) => {
      setCancelling(null)
      const cancelled = t('toasts.cancelledText', { pet: appointment.petName, date: formatShortDate(appointment.appointmentDate, language) })
      const refund = appointment.refund ? t('toasts.refundStarted', { amount: formatRupees(appointment.refund.amount) }) : null
      toast({ title: t('toasts.cancelled'), description: refund ? `${cancelled} ${refund}` : cancelled })
      await refresh()
    },
    onError: (error) => failure(t('toasts.cancelFailed'), error, t, language),
  })
  const reschedule = useMutation({
    mutationFn: (input: { id: string; date: string; time: string }) => rescheduleAppointment(input.id, input.date, input.time),
    onSuccess: async ({ appointment }) => {
      setMoving(null)
      toast({ title: t('toasts.moved'), description: t('toasts.movedText', { when: formatLongDateTime(appointment.appointmentDate, appointment.appointmentTime, language) }) })
      await refresh()
    },
    onError: (error) => failure(t('toasts.rescheduleFailed'), error, t, language),
  })

  if (list.isPending) {
    return (
      <div className="flex justify-center py-12 text-brand-700" role="status">
        <Spinner />
        <span className="sr-only">{t('list.loading')}</span>
      </div>
    )
  }
  if (list.isError) return <p className="rounded-xl bg-danger-50 p-4 text-danger-700">{t('list.failed')}</p>

  const { upcoming, past } = list.data
  return (
    <div className="space-y-10">
      <section aria-labelledby="upcoming-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="upcoming-heading" className="font-display text-2xl font-bold text-ink">
            {t('list.upcoming')}
          </h2>
          <Button size="sm" onClick={openAppointmentModal}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('list.book')}
          </Button>
        </div>
        {upcoming.length === 0 ? (
          <p className="mt-4 rounded-xl bg-surface p-4 text-ink-muted">{t('list.noUpcoming')}</p>
        ) : (
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {upcoming.map((appointment) => (
              <AppointmentCard key={appointment.id} appointment={appointment} upcoming onCancel={() => setCancelling(appointment)} onReschedule={() => setMoving(appointment)} />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="past-heading">
        <h2 id="past-heading" className="font-display text-2xl font-bold text-ink">
          {t('list.past')}
        </h2>
        {past.length === 0 ? (
          <p className="mt-4 rounded-xl bg-surface p-4 text-ink-muted">{t('list.noPast')}</p>
        ) : (
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {past.map((appointment) => (
              <AppointmentCard key={appointment.id} appointment={appointment} upcoming={false} />
            ))}
          </div>
        )}
      </section>

      <Dialog open={cancelling !== null} onOpenChange={(open) => !open && setCancelling(null)}>
        <DialogContent widthClass="max-w-md">
          <DialogHeader>
            <DialogTitle>{t('cancelDialog.title')}</DialogTitle>
            <DialogDescription>
              {cancelling
                ? t.rich('cancelDialog.description', {
                    name: cancelling.petName,
                    when: formatShortDateTime(cancelling.appointmentDate, cancelling.appointmentTime, language),
                    money: cancellationMoneyText(cancelling, t),
                    pet: untranslated,
                  })
                : ''}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setCancelling(null)} disabled={cancel.isPending}>
              {t('cancelDialog.keep')}
            </Button>
            <Button variant="destructive" onClick={() => cancelling && cancel.mutate(cancelling.id)} disabled={cancel.isPending}>
              {cancel.isPending ? <Spinner /> : null}
              {t('cancelDialog.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <RescheduleDialog
        appointment={moving}
        busy={reschedule.isPending}
        onClose={() => setMoving(null)}
        onConfirm={(date, time) => moving && reschedule.mutate({ id: moving.id, date, time })}
      />
    </div>
  )
}
