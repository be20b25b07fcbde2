import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { PrescriptionLine, VetVisit, VaccineGiven } from '../../../core/contracts/visits.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { saveRecord, vetKeys } from './vet-api.ts'

const areaClass =
  'mt-1 block w-full rounded-xl border border-line-strong bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30'

type LineDraft = { medicine: string; dose: string; frequency: string; days: string }
type VaccineDraft = { name: string; batch: string; nextDueDate: string }

const emptyLine: LineDraft = { medicine: '', dose: '', frequency: '', days: '' }
const emptyVaccine: VaccineDraft = { name: '', batch: '', nextDueDate: '' }

/** The visit record the vet writes with the pet in front of them: findings, prescription, vaccines, advice. */
export function RecordForm({ visit, onSaved }: { visit: VetVisit; onSaved: () => void }) {
  const id = useId()
  const client = useQueryClient()
  const record = visit.record
  const [findings, setFindings] = useState(record?.findings ?? '')
  const [diagnosisNotes, setDiagnosisNotes] = useState(record?.diagnosisNotes ?? '')
  const [lines, setLines] = useState<LineDraft[]>(record?.prescription.map((line) => ({ ...line, days: String(line.days) })) ?? [])
  const [vaccines, setVaccines] = useState<VaccineDraft[]>(record?.vaccinesGiven.map((vaccine) => ({ ...vaccine, nextDueDate: vaccine.nextDueDate ?? '' })) ?? [])
  const [advice, setAdvice] = useState(record?.advice ?? '')
  const [followUpDate, setFollowUpDate] = useState(record?.followUpDate ?? '')
  const [error, setError] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: saveRecord,
    onSuccess: async () => {
      setError(null)
      await client.invalidateQueries({ queryKey: vetKeys.all })
      onSaved()
    },
    onError: (failure: Error) => setError(failure.message),
  })

  const setLine = (index: number, key: keyof LineDraft, value: string) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, [key]: value } : line)))
  const setVaccine = (index: number, key: keyof VaccineDraft, value: string) =>
    setVaccines((current) => current.map((vaccine, at) => (at === index ? { ...vaccine, [key]: value } : vaccine)))

  return (
    <form
      aria-label={`Visit record for ${visit.pet.name}`}
      className="mt-4 grid gap-4 border-t border-line pt-4"
      onSubmit={(event) => {
        event.preventDefault()
        const prescription: PrescriptionLine[] = lines.map((line) => ({ ...line, days: Number(line.days) }))
        const vaccinesGiven: VaccineGiven[] = vaccines.map((vaccine) => ({ ...vaccine, nextDueDate: vaccine.nextDueDate || null }))
        save.mutate({ id: visit.id, body: { findings, diagnosisNotes, prescription, vaccinesGiven, advice, followUpDate: followUpDate || null } })
      }}
    >
      <h3 className="font-display text-lg font-semibold text-ink">Visit record</h3>
      <div>
        <Label htmlFor={`${id}-findings`}>Findings</Label>
        <textarea id={`${id}-findings`} className={areaClass} rows={3} maxLength={4000} required value={findings} onChange={(event) => setFindings(event.target.value)} />
      </div>
      <div>
        <Label htmlFor={`${id}-diagnosis`}>Diagnosis notes</Label>
        <textarea id={`${id}-diagnosis`} className={areaClass} rows={2} maxLength={4000} value={diagnosisNotes} onChange={(event) => setDiagnosisNotes(event.target.value)} />
      </div>

      <fieldset className="grid gap-3">
        <legend className="font-semibold text-ink">Prescription</legend>
        {lines.map((line, index) => (
          <div key={index} className="grid gap-2 rounded-xl border border-line p-3 sm:grid-cols-[2fr_1fr_1fr_5rem_auto]" role="group" aria-label={`Medicine ${index + 1}`}>
            <div>
              <Label htmlFor={`${id}-med-${index}`}>Medicine</Label>
              <Input id={`${id}-med-${index}`} className="mt-1" required value={line.medicine} onChange={(event) => setLine(index, 'medicine', event.target.value)} />
            </div>
            <div>
              <Label htmlFor={`${id}-dose-${index}`}>Dose</Label>
              <Input id={`${id}-dose-${index}`} className="mt-1" required value={line.dose} onChange={(event) => setLine(index, 'dose', event.target.value)} />
            </div>
            <div>
              <Label htmlFor={`${id}-freq-${index}`}>How often</Label>
              <Input id={`${id}-freq-${index}`} className="mt-1" required value={line.frequency} onChange={(event) => setLine(index, 'frequency', event.target.value)} />
            </div>
            <div>
              <Label htmlFor={`${id}-days-${index}`}>Days</Label>
              <Input id={`${id}-days-${index}`} className="mt-1" type="number" inputMode="numeric" min={1} max={365} required value={line.days} onChange={(event) => setLine(index, 'days', event.target.value)} />
            </div>
            <div className="flex items-end">
              <Button type="button" variant="ghost" size="sm" onClick={() => setLines((current) => current.filter((_, at) => at !== index))}>
                Remove
              </Button>
            </div>
          </div>
        ))}
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => setLines((current) => [...current, emptyLine])}>
            Add medicine
          </Button>
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="font-semibold text-ink">Vaccines given</legend>
        {vaccines.map((vaccine, index) => (
          <div key={index} className="grid gap-2 rounded-xl border border-line p-3 sm:grid-cols-[2fr_1fr_1fr_auto]" role="group" aria-label={`Vaccine ${index + 1}`}>
            <div>
              <Label htmlFor={`${id}-vname-${index}`}>Vaccine</Label>
              <Input id={`${id}-vname-${index}`} className="mt-1" required value={vaccine.name} onChange={(event) => setVaccine(index, 'name', event.target.value)} />
            </div>
            <div>
              <Label htmlFor={`${id}-batch-${index}`}>Batch</Label>
              <Input id={`${id}-batch-${index}`} className="mt-1" required value={vaccine.batch} onChange={(event) => setVaccine(index, 'batch', event.target.value)} />
            </div>
            <div>
              <Label htmlFor={`${id}-due-${index}`}>Next due</Label>
              <Input id={`${id}-due-${index}`} className="mt-1" type="date" value={vaccine.nextDueDate} onChange={(event) => setVaccine(index, 'nextDueDate', event.target.value)} />
            </div>
            <div className="flex items-end">
              <Button type="button" variant="ghost" size="sm" onClick={() => setVaccines((current) => current.filter((_, at) => at !== index))}>
                Remove
              </Button>
            </div>
          </div>
        ))}
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => setVaccines((current) => [...current, emptyVaccine])}>
            Add vaccine
          </Button>
        </div>
      </fieldset>

      <div>
        <Label htmlFor={`${id}-advice`}>Advice for the owner</Label>
        <textarea id={`${id}-advice`} className={areaClass} rows={2} maxLength={4000} value={advice} onChange={(event) => setAdvice(event.target.value)} />
      </div>
      <div className="max-w-xs">
        <Label htmlFor={`${id}-follow-up`}>Follow-up date</Label>
        <Input id={`${id}-follow-up`} className="mt-1" type="date" value={followUpDate} onChange={(event) => setFollowUpDate(event.target.value)} />
      </div>
      {error ? (
        <p role="alert" className="rounded-xl border border-danger-200 bg-danger-50 p-3 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save record
        </Button>
      </div>
    </form>
  )
}
