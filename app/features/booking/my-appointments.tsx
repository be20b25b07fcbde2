import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarPlus } from '../../components/ui/icons.tsx'
import { useState } from 'react'
import type { AppointmentDto } from '../../../core/contracts/booking.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { ApiError } from '../../lib/api-client.ts'
import { openAppointmentModal } from '../../lib/window-events.ts'
import { AppointmentCard, cancellationMoneyText } from './appointment-card.tsx'
import { cancelAppointment, fetchAppointments, rescheduleAppointment } from './booking-api.ts'
import { RescheduleDialog } from './reschedule-dialog.tsx'
import { formatRupees } from '../../lib/rupees.ts'
import { appointmentKeys } from '../../lib/query-keys/appointment-keys.ts'
import { slotKeys } from '../../lib/query-keys/slot-keys.ts'
import { formatLongDateTime, formatShortDate, formatShortDateTime } from '../../../core/dates.ts'

function failure(title: string, error: unknown) {
  const description = error instanceof ApiError && error.status < 500 ? error.message.replace(/^[A-Za-z0-9.]+: /, '') : 'Please try again.'
  toast({ variant: 'destructive', title, description })
}

/** Upcoming and past appointments, with cancel and reschedule while the rules allow. */
export function MyAppointments({ userId }: { userId: string }) {
  const client = useQueryClient()
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
      const refund = appointment.refund ? ` The refund of ${formatRupees(appointment.refund.amount)} to your original payment method has started.` : ''
      toast({ title: 'Appointment cancelled', description: `${appointment.petName}'s visit on ${formatShortDate(appointment.appointmentDate)} is cancelled.${refund}` })
      await refresh()
    },
    onError: (error) => failure('Could not cancel', error),
  })
  const reschedule = useMutation({
    mutationFn: (input: { id: string; date: string; time: string }) => rescheduleAppointment(input.id, input.date, input.time),
    onSuccess: async ({ appointment }) => {
      setMoving(null)
      toast({ title: 'Appointment moved', description: `Now ${formatLongDateTime(appointment.appointmentDate, appointment.appointmentTime)}.` })
      await refresh()
    },
    onError: (error) => failure('Could not reschedule', error),
  })

  if (list.isPending) {
    return (
      <div className="flex justify-center py-12 text-brand-700" role="status">
        <Spinner />
        <span className="sr-only">Loading...</span>
      </div>
    )
  }
  if (list.isError) return <p className="rounded-xl bg-danger-50 p-4 text-danger-700">We could not load your appointments. Please reload the page.</p>

  const { upcoming, past } = list.data
  return (
    <div className="space-y-10">
      <section aria-labelledby="upcoming-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="upcoming-heading" className="font-display text-2xl font-bold text-ink">
            Upcoming
          </h2>
          <Button size="sm" onClick={openAppointmentModal}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            Book a visit
          </Button>
        </div>
        {upcoming.length === 0 ? (
          <p className="mt-4 rounded-xl bg-surface p-4 text-ink-muted">No upcoming appointments.</p>
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
          Past and cancelled
        </h2>
        {past.length === 0 ? (
          <p className="mt-4 rounded-xl bg-surface p-4 text-ink-muted">Nothing here yet.</p>
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
            <DialogTitle>Cancel this appointment?</DialogTitle>
            <DialogDescription>
              {cancelling ? `${cancelling.petName}, ${formatShortDateTime(cancelling.appointmentDate, cancelling.appointmentTime)}. ${cancellationMoneyText(cancelling)}` : ''}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setCancelling(null)} disabled={cancel.isPending}>
              Keep it
            </Button>
            <Button variant="destructive" onClick={() => cancelling && cancel.mutate(cancelling.id)} disabled={cancel.isPending}>
              {cancel.isPending ? <Spinner /> : null}
              Cancel appointment
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
