import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { CatalogueListResponse } from '../../../core/contracts/catalogue.ts'
import { type BillDto, BillResponse, type CollectMethod, CollectResponse, type OpenCollectionDto } from '../../../core/contracts/collections.ts'
import { formatRupees } from '../../../core/money.ts'
import { Button } from '../../components/ui/button.tsx'
import { callApi } from '../../lib/api-client.ts'
import { billKey, fetchBill } from './vet-api.ts'

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
  const [error, setError] = useState<string | null>(null)
  // While a QR or a link is open, shown or not, the bill is asked for every 2 seconds (and at once
  // when the vet comes back to the page): the screen turns to paid by itself.
  const bill = useQuery({
    queryKey: billKey(visitId),
    queryFn: () => fetchBill(visitId),
    refetchInterval: waiting ? 2000 : false,
    refetchOnWindowFocus: waiting ? 'always' : false,
  })
  const services = useQuery({ queryKey: ['services'], queryFn: () => callApi('GET', '/api/services', CatalogueListResponse), staleTime: 5 * 60_000 })
  // A new bill after a line is added or removed: what is open for the new amount is asked again.
  const refresh = (next: BillDto) => {
    client.setQueryData(billKey(visitId), { bill: next, openCollection: null })
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
      if (started.method === 'cash') {
        refresh(started.bill)
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

  const addable = (services.data ?? []).filter((service) => service.petType === 'any' || service.petType === petType)
  const open = !current.paid && ['confirmed', 'vet_assigned', 'on_the_way', 'in_progress', 'completed'].includes(current.status)

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
              {line.lineId && open ? (
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
              {addable.map((service) => (
                <option key={service.id} value={service.id}>
                  {service.title} ({formatRupees(service.discountedPrice)})
                </option>
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
              <Button variant="outline" onClick={() => collect.mutate('cash')} disabled={collect.isPending}>
                Cash received {rupees(current.duePaise)}
              </Button>
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
