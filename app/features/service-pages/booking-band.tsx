import { CalendarCheck, Phone } from '../../components/ui/icons.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { openAppointmentModal } from '../../lib/window-events.ts'
import { useTranslations } from 'use-intl'
import { useServicePageWords } from './words.ts'
import { useBusiness } from '../../lib/business.ts'

/** The closing call to action: book, or call. */
export function BookingBand({ heading, text }: { heading: string; text: string }) {
  const business = useBusiness()
  const t = useTranslations('shell.header')
  const words = useServicePageWords()
  return (
    <section aria-labelledby="booking-band-heading" className="px-4 pt-4 pb-16 sm:px-6 sm:pb-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 rounded-3xl bg-brand-800 px-6 py-9 text-white sm:px-10 lg:flex-row lg:items-center lg:justify-between [&_:focus-visible]:outline-white">
        <div>
          <h2 id="booking-band-heading" className="font-display text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-2 max-w-xl text-brand-100">{text}</p>
          <p className="mt-2 max-w-xl text-sm text-brand-100">{t('callHours', { hours: business.hours })}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
          <Button size="lg" variant="secondary" className="border-white" onClick={() => openAppointmentModal()}>
            <CalendarCheck aria-hidden="true" className="size-5" />
            {words('band.book')}
          </Button>
          <a
            href={business.phoneHref}
            className={buttonClass({ size: 'lg', className: 'border border-white/40 bg-transparent hover:bg-white/10' })}
          >
            <Phone aria-hidden="true" className="size-5" />
            {words('band.call', { phone: business.phone })}
          </a>
        </div>
      </div>
    </section>
  )
}
