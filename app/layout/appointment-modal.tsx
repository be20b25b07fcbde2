import { ArrowRight, Building2, House, Video } from 'lucide-react'
import { Link } from 'react-router'
import { SUPPORT_PHONE } from '../../core/brand.ts'
import { buttonClass } from '../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog.tsx'
import { VISIT_PRICES, type VisitType } from '../lib/visit-prices.ts'
import { PriceTag } from './price-tag.tsx'

const visitIcons: Record<VisitType, typeof House> = { home: House, clinic: Building2, video: Video }

/**
 * Opened by the site shell on the window-wide open-appointment-modal event. A placeholder until the booking
 * wizard lands (a later issue): it shows the visit charges and leads to the booking page.
 */
export function AppointmentModal({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Book an Appointment</DialogTitle>
          <DialogDescription>
            A registered vet at your home, at a partner clinic or on a video call. Pick a time that suits you in the next
            few steps.
          </DialogDescription>
        </DialogHeader>
        <ul className="mt-5 space-y-2.5">
          {VISIT_PRICES.map(({ visitType, label, price, listPrice }) => {
            const Icon = visitIcons[visitType]
            return (
              <li key={visitType} className="flex items-center gap-3 rounded-xl border border-line p-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="flex-1 font-semibold text-ink">{label}</span>
                <PriceTag price={price} listPrice={listPrice} />
              </li>
            )
          })}
        </ul>
        <div className="mt-6 flex flex-col gap-3">
          <DialogClose asChild>
            <Link to="/book-an-appointment" prefetch="intent" className={buttonClass({ size: 'lg', className: 'w-full' })}>
              Continue to booking
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </DialogClose>
          <p className="text-center text-sm text-ink-muted">
            Prefer to talk?{' '}
            <a href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`} className="font-semibold text-brand-800 underline underline-offset-2">
              Call {SUPPORT_PHONE}
            </a>
          </p>
        </div>
      </DialogContent>
    </Dialog>
  )
}
