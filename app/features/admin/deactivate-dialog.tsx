import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { VISIT_TYPE_LABELS } from '../../../core/booking/options.ts'
import { type StaffDto, VetHasVisitsError, type VisitAhead } from '../../../core/contracts/staff.ts'
import { formatShortDateTime } from '../../../core/dates.ts'
import { statusLabel } from '../../../core/operations/visit-status.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { ApiError } from '../../lib/api-client.ts'
import { adminKeys, updateStaff } from './staff-api.ts'
import { RefusalNotice, useRefusal } from './refusal.tsx'

/** Where the dialog is: asking to confirm, or showing the visits the vet still holds. */
type Step = { name: 'confirm' } | { name: 'visits'; visits: VisitAhead[]; canUnassign: boolean }

const DAY_MS = 24 * 60 * 60_000
const BOARD_MAX_DAYS = 31

const visitsText = (count: number) => (count === 1 ? '1 visit' : `${count} visits`)

/** The board filtered to this vet, over the days of their visits (as many as the board shows at once). */
export function boardLinkFor(vetId: string, visits: readonly VisitAhead[]): string {
  const from = visits[0]?.date
  const last = visits.at(-1)?.date
  const params = new URLSearchParams({ vetId })
  if (from && last) {
    const furthest = new Date(Date.parse(`${from}T00:00:00Z`) + (BOARD_MAX_DAYS - 1) * DAY_MS).toISOString().slice(0, 10)
    params.set('from', from)
    params.set('to', last < furthest ? last : furthest)
  }
  return `/admin/appointments?${params.toString()}`
}

/**
 * Deactivating a staff member, in steps: a confirmation; then, for a vet who still holds visits,
 * the list with a way to reassign them on the board first, or a second confirmation that names
 * how many visits go back to the board without a vet.
 */
export function DeactivateDialog({ member }: { member: StaffDto }) {
  const client = useQueryClient()
  const [open, setOpen] = useState(false)
  const [step, setStep] = useState<Step>({ name: 'confirm' })
  const [error, refuse, clearError] = useRefusal()
  const deactivate = useMutation({
    mutationFn: (unassignVisits?: number) => updateStaff({ id: member.id, body: { active: false, unassignVisits } }),
    onSuccess: async (saved, unassignVisits) => {
      setOpen(false)
      const left = unassignVisits ? ` ${visitsText(unassignVisits)} went back to the board without a vet.` : ''
      toast({ title: 'Deactivated', description: `${saved.name} can no longer sign in as staff.${left}` })
      await client.invalidateQueries({ queryKey: adminKeys.staff })
    },
    onError: (failure: Error, unassignVisits) => {
      const refusal = failure instanceof ApiError ? VetHasVisitsError.safeParse(failure.body) : null
      if (refusal?.success) {
        clearError()
        setStep({ name: 'visits', visits: refusal.data.visits, canUnassign: refusal.data.canUnassign })
      } else refuse(failure, () => deactivate.mutate(unassignVisits))
    },
  })
  const start = (isOpen: boolean) => {
    setOpen(isOpen)
    if (isOpen) {
      setStep({ name: 'confirm' })
      clearError()
    }
  }

  return (
    <>
      <Button size="sm" variant="destructive" onClick={() => start(true)}>
        Deactivate
      </Button>
      <Dialog open={open} onOpenChange={start}>
        <DialogContent>
          {step.name === 'confirm' ? (
            <>
              <DialogHeader>
                <DialogTitle>Deactivate {member.name}?</DialogTitle>
                <DialogDescription>
                  They are signed out at once and can no longer use the {member.role === 'vet' ? 'vet’s day or be given visits' : member.role === 'clinic' ? 'clinic desk' : 'admin pages'}. You can reactivate them later.
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button variant="outline" onClick={() => start(false)}>
                  Keep active
                </Button>
                <Button variant="destructive" disabled={deactivate.isPending} onClick={() => deactivate.mutate(undefined)}>
                  {deactivate.isPending ? <Spinner /> : null}
                  Deactivate
                </Button>
              </DialogFooter>
            </>
          ) : (
            <>
              <DialogHeader>
                <DialogTitle>
                  {member.name} has {visitsText(step.visits.length)} ahead
                </DialogTitle>
                <DialogDescription>
                  {step.canUnassign
                    ? 'Reassign them to another vet on the board first, or deactivate now and they go back to the board without a vet.'
                    : `${member.name} is on the way to or in a visit now. Deactivate them once it ends; meanwhile reassign their other visits on the board.`}
                </DialogDescription>
              </DialogHeader>
              <ul className="mt-4 grid gap-2" aria-label="Visits ahead">
                {step.visits.map((visit) => (
                  <li key={visit.id} className="rounded-xl border border-line p-3 text-sm">
                    <p className="font-semibold text-ink">{formatShortDateTime(visit.date, visit.slot)}</p>
                    <p className="text-ink-muted">
                      {visit.pet.name} ({visit.pet.type}) · {visit.ownerFirstName || 'Owner not on record'} · {VISIT_TYPE_LABELS[visit.visitType]} · {statusLabel(visit.status)}
                    </p>
                  </li>
                ))}
              </ul>
              <DialogFooter className="sm:flex-wrap">
                <Link className={buttonClass({ variant: 'outline' })} to={boardLinkFor(member.id, step.visits)}>
                  Reassign on the board
                </Link>
                {step.canUnassign ? (
                  <Button variant="destructive" className="text-center whitespace-normal" disabled={deactivate.isPending} onClick={() => deactivate.mutate(step.visits.length)}>
                    {deactivate.isPending ? <Spinner /> : null}
                    Deactivate and leave {visitsText(step.visits.length)} without a vet
                  </Button>
                ) : null}
              </DialogFooter>
            </>
          )}
          {error ? <RefusalNotice refusal={error} className="mt-4" /> : null}
        </DialogContent>
      </Dialog>
    </>
  )
}
