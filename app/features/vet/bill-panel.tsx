import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { billableGroups } from '../../../core/catalogue/billable.ts'
import { type BillDto, BillResponse, type CollectMethod, CollectResponse, type OpenCollectionDto, UndoCashResponse, type UndoableCashDto } from '../../../core/contracts/collections.ts'
import { formatInstantTime } from '../../../core/dates.ts'
import { UNDO_REASON_MAX, UNDO_REASON_MIN } from '../../../core/payment/cash-undo.ts'
import { formatRupees } from '../../../core/money.ts'
import { lineRemovable } from '../../../core/payment/bill.ts'
import { Button } from '../../components/ui/button.tsx'
import { callApi } from '../../lib/api-client.ts'
import { billKey, fetchBill, fetchVetCatalogue, vetCatalogueKey } from './vet-api.ts'

const rupees = (paise: number) => formatRupees(paise / 100)
const METHOD_WORDS: Record<CollectMethod, string> = { upi_qr: 'UPI', payment_link: 'payment link', cash: 'cash' }

/** The bill of one visit on the vet's phone: lines, the due amount, and the three ways to collect it. */
export function BillPanel({ visitId, petType }: { visitId: string; petType: string }) {
  const client = useQueryClient()
  // The QR code or link open for the amount due: started from this screen, or, after a reload, the
  // one the server still has open. Open until it is paid, the amount due changes or cash is taken.
  const [waiting, setWaiting] = useState<OpenCollectionDto | null>(null)
  // Whether the QR is on the screen: closing it leaves the collection open, and the bill still asked for.
  const [qrShown, setQrShown] = useState(false)
  const [paidBy, setPaidBy] = useState<{ method: CollectMethod; amountPaise: number } | null>(null)
  const [serviceId, setServiceId] = useState('')
  // Cash is recorded only after the vet confirms the amount on a second tap (a mis-tap issues a receipt).
  const [confirmingCash, setConfirmingCash] = useState<number | null>(null)
  const [undone, setUndone] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  // While a QR or a link is open, shown or not, the bill is asked for every 2 seconds (and at once
  // when the vet comes back to the page): the screen turns to paid by itself.
  const bill = useQuery({
    queryKey: billKey(visitId),
    queryFn: () => fetchBill(visitId),
    refetchInterval: waiting ? 2000 : false,
    refetchOnWindowFocus: waiting ? 'always' : false,
  })
  const catalogue = useQuery({ queryKey: vetCatalogueKey, queryFn: fetchVetCatalogue, staleTime: 5 * 60_000 })
  // A new bill after a line is added or removed: what is open for the new amount is asked again.
  const refresh = (next: BillDto, undoableCash: UndoableCashDto | null = null) => {
    client.setQueryData(billKey(visitId), { bill: next, openCollection: null, undoableCash })
    void client.invalidateQueries({ queryKey: billKey(visitId) })
  }
  const onError = (failure: Error) => setError(failure.message)
  const addLine = useMutation({
    mutationFn: async () => (await callApi('POST', `/api/vet/visits/${visitId}/bill/lines`, BillResponse, { serviceId, quantity: 1 })).bill,
    onSuccess: (next) => {
      setError(null)
      setServiceId('')
      // A line added after a payment makes a new amount due: the earlier 'Paid' no longer speaks for the bill.
      setPaidBy(null)
      refresh(next)
    },
    onError,
  })
  const removeLine = useMutation({
    mutationFn: async (lineId: string) => (await callApi('DELETE', `/api/vet/visits/${visitId}/bill/lines/${lineId}`, BillResponse)).bill,
    onSuccess: (next) => {
      setError(null)
      refresh(next)
    },
    onError,
  })
  const collect = useMutation({
    mutationFn: (method: CollectMethod) => callApi('POST', `/api/vet/visits/${visitId}/collect`, CollectResponse, { method }),
    onSuccess: (started) => {
      setError(null)
      setPaidBy(null)
      setConfirmingCash(null)
      setUndone(null)
      if (started.method === 'cash') {
        refresh(started.bill, started.undoableCash)
        setPaidBy({ method: 'cash', amountPaise: started.amountPaise })
        setWaiting(null)
        setQrShown(false)
      } else {
        const open = { method: started.method, amountPaise: started.amountPaise, qrSvg: started.qrSvg, qrImageUrl: started.qrImageUrl, url: started.url }
        client.setQueryData(billKey(visitId), { bill: started.bill, openCollection: open })
        setWaiting(open)
        setQrShown(started.method === 'upi_qr')
      }
    },
    onError,
  })

  const undoCash = useMutation({
    mutationFn: async ({ paymentId, reason }: { paymentId: string; reason: string }) => callApi('POST', `/api/vet/visits/${visitId}/payments/${paymentId}/undo`, UndoCashResponse, { reason }),
    onSuccess: ({ bill: next, voided }) => {
      setError(null)
      setPaidBy(null)
      setUndone(`Cash of ${rupees(voided.amountPaise)} undone${voided.receiptNumber ? `; receipt ${voided.receiptNumber} is void` : ''}. ${rupees(next.duePaise)} is due again.`)
      refresh(next)
    },
    onError,
  })

  const current = bill.data?.bill
  const serverOpen = bill.data?.openCollection ?? null
  if (waiting && current?.paid && !paidBy) {
    setPaidBy({ method: waiting.method, amountPaise: waiting.amountPaise })
    setWaiting(null)
    setQrShown(false)
  } else if (waiting && current && !current.paid && current.duePaise !== waiting.amountPaise) {
    // A line added or removed: that QR code or link is for another amount now.
    setWaiting(null)
    setQrShown(false)
  } else if (!waiting && current && !current.paid && serverOpen && serverOpen.amountPaise === current.duePaise) {
    setWaiting(serverOpen)
  }
  if (!current) return <p className="mt-3 text-sm text-ink-muted">{bill.isError ? 'The bill could not be loaded.' : 'Loading the bill…'}</p>

  const undoable = bill.data?.undoableCash ?? null
  const addable = billableGroups(catalogue.data ?? [], petType)
  // A bill paid in full (online before the visit, or at the door) stays open to more lines: the
  // vet adds what they give at the visit and collects the difference.
  const open = ['confirmed', 'vet_assigned', 'on_the_way', 'in_progress', 'completed'].includes(current.status)

  return (
    <section className="mt-3 rounded-lg border border-line p-3" aria-label="Bill">
      <h3 className="text-base font-semibold text-ink">Bill</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {current.lines.map((line, index) => (
          <li key={line.lineId ?? `${line.source}-${index}`} className={`flex items-center justify-between gap-2${line.source === 'membership' ? ' text-green-800' : ''}`}>
            <span className="min-w-0">
              {line.title}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </span>
            <span className="flex shrink-0 items-center gap-2">
              {rupees(line.amountPaise)}
              {open && lineRemovable(current, line) ? (
                <button type="button" className="min-h-11 px-2 text-sm text-danger-700 underline" onClick={() => removeLine.mutate(line.lineId as string)}>
                  Remove
                </button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {current.paidPaise > 0 ? <p className="mt-2 text-sm text-ink-muted">Paid already: {rupees(current.paidPaise)}</p> : null}
      <p className="mt-1 text-lg font-semibold text-ink" data-testid="amount-due">
        {current.paid ? `Paid in full: ${rupees(current.totalPaise)}` : `Due: ${rupees(current.duePaise)}`}
      </p>
      {paidBy ? (
        <p role="status" className="mt-2 rounded-md bg-green-50 p-3 text-lg font-semibold text-green-800">
          Paid {rupees(paidBy.amountPaise)} by {METHOD_WORDS[paidBy.method]}
        </p>
      ) : null}
      {undone ? (
        <p role="status" className="mt-2 rounded-md bg-amber-50 p-3 text-sm font-semibold text-ink" data-testid="cash-undone">
          {undone}
        </p>
      ) : null}
      {undoable ? <UndoCash key={undoable.paymentId} cash={undoable} pending={undoCash.isPending} onUndo={(reason) => undoCash.mutate({ paymentId: undoable.paymentId, reason })} /> : null}
      {open ? (
        <>
          <form
            className="mt-3 flex gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              if (serviceId) addLine.mutate()
            }}
          >
            <label className="sr-only" htmlFor={`add-${visitId}`}>
              Add from the catalogue
            </label>
            <select id={`add-${visitId}`} className="min-h-11 min-w-0 flex-1 rounded-md border border-line-strong bg-white px-2 py-2 text-sm" value={serviceId} onChange={(event) => setServiceId(event.target.value)}>
              <option value="">Add a vaccine, medicine or test…</option>
              {addable.map((group) => (
                <optgroup key={group.kind} label={group.label}>
                  {group.items.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.title}
                      {item.unit ? `, ${item.unit}` : ''} ({formatRupees(item.price)})
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <Button type="submit" variant="outline" disabled={!serviceId || addLine.isPending}>
              Add
            </Button>
          </form>
          {current.duePaise > 0 ? (
            <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3">
              <Button onClick={() => collect.mutate('upi_qr')} disabled={collect.isPending}>
                Show UPI QR
              </Button>
              <Button variant="outline" onClick={() => collect.mutate('payment_link')} disabled={collect.isPending}>
                Send payment link
              </Button>
              <Button variant="outline" onClick={() => setConfirmingCash(current.duePaise)} disabled={collect.isPending || confirmingCash !== null}>
                Cash received {rupees(current.duePaise)}
              </Button>
            </div>
          ) : null}
          {confirmingCash !== null && confirmingCash === current.duePaise ? (
            <div role="group" aria-label="Confirm the cash" className="mt-3 rounded-lg border-2 border-brand-600 bg-surface p-3">
              <p className="text-base font-semibold text-ink">Record {rupees(confirmingCash)} received in cash?</p>
              <p className="mt-1 text-sm text-ink-muted">The owner gets a receipt. You hold this cash until the office records it as deposited.</p>
              <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
                <Button onClick={() => collect.mutate('cash')} disabled={collect.isPending}>
                  Yes, {rupees(confirmingCash)} received
                </Button>
                <Button variant="outline" onClick={() => setConfirmingCash(null)} disabled={collect.isPending}>
                  Not yet
                </Button>
              </div>
            </div>
          ) : null}
        </>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      {waiting?.method === 'payment_link' ? <p className="mt-2 text-sm text-ink-muted">Payment link for {rupees(waiting.amountPaise)} sent. This screen updates when it is paid.</p> : null}
      {waiting?.method === 'upi_qr' && !qrShown ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-ink-muted">
          <p>UPI QR for {rupees(waiting.amountPaise)} still open. This screen updates when it is paid.</p>
          <Button variant="outline" size="sm" onClick={() => setQrShown(true)}>
            Show the QR again
          </Button>
        </div>
      ) : null}
      {waiting?.method === 'upi_qr' && qrShown && (waiting.qrSvg || waiting.qrImageUrl) ? (
        <div role="dialog" aria-label="UPI QR code" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white p-6 text-center">
          <p className="text-2xl font-bold text-ink">Scan to pay {rupees(waiting.amountPaise)}</p>
          {waiting.qrImageUrl ? (
            // Razorpay's own picture of the QR code (its image_url; img-src allows https).
            <img className="w-full max-w-xs" data-testid="upi-qr" src={waiting.qrImageUrl} alt={`UPI QR code for ${rupees(waiting.amountPaise)}`} />
          ) : (
            /* The SVG is drawn on our server from our own URL. */
            <div className="w-full max-w-xs" data-testid="upi-qr" dangerouslySetInnerHTML={{ __html: waiting.qrSvg ?? '' }} />
          )}
          <p className="text-sm text-ink-muted">Any UPI app. Waiting for the payment…</p>
          {waiting.url && !waiting.qrImageUrl ? (
            <a className="break-all text-xs text-ink-muted underline" href={waiting.url} data-testid="qr-link">
              {waiting.url}
            </a>
          ) : null}
          <Button variant="outline" onClick={() => setQrShown(false)}>
            Close
          </Button>
        </div>
      ) : null}
    </section>
  )
}

/**
 * Cash recorded by mistake, undone by the vet within 10 minutes with a reason (the server keeps the
 * rule; the button goes when the time is up). The receipt stays in the series as VOID.
 */
function UndoCash({ cash, pending, onUndo }: { cash: UndoableCashDto; pending: boolean; onUndo: (reason: string) => void }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [expired, setExpired] = useState(false)
  const until = new Date(cash.undoUntil)
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), Math.max(0, Date.parse(cash.undoUntil) - Date.now()))
    return () => clearTimeout(timer)
  }, [cash.undoUntil])
  if (expired) return null
  const trimmed = reason.trim()
  const tooShort = trimmed.length < UNDO_REASON_MIN
  if (!open) {
    return (
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-ink-muted">
        <p>Recorded by mistake? You can undo this cash until {formatInstantTime(until)}.</p>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          Undo cash
        </Button>
      </div>
    )
  }
  return (
    <form
      aria-label="Undo the cash"
      className="mt-3 rounded-lg border-2 border-danger-600 p-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (!tooShort) onUndo(trimmed)
      }}
    >
      <p className="text-base font-semibold text-ink">
        Undo {rupees(cash.amountPaise)} cash{cash.receiptNumber ? ` (receipt ${cash.receiptNumber})` : ''}?
      </p>
      <p className="mt-1 text-sm text-ink-muted">The receipt becomes void and the amount is due again. The office sees your reason.</p>
      <label htmlFor={`${id}-reason`} className="mt-3 block text-sm font-semibold text-ink">
        Why undo it?
      </label>
      <input
        id={`${id}-reason`}
        className="mt-1 block min-h-11 w-full rounded-md border border-line-strong bg-white px-3 py-2 text-base"
        value={reason}
        required
        minLength={UNDO_REASON_MIN}
        maxLength={UNDO_REASON_MAX}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setReason(event.target.value)}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
        {UNDO_REASON_MIN} to {UNDO_REASON_MAX} characters, e.g. “tapped by mistake, owner paid by UPI”.
      </p>
      <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Button type="submit" variant="destructive" disabled={pending || tooShort}>
          Undo {rupees(cash.amountPaise)} cash
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={pending}>
          Keep it
        </Button>
      </div>
    </form>
  )
}
