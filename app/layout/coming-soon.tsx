import type { ComingSoonCopy } from '../../content/pages/coming-soon.ts'
import { Button, buttonClass } from '../components/ui/button.tsx'
import { CalendarCheck } from '../components/ui/icons.tsx'
import { SiteLink } from '../components/ui/site-link.tsx'
import { openAppointmentModal } from '../lib/window-events.ts'

/** The body of a page whose feature is still being built: where things stand, and what a visitor can do today. */
export function ComingSoon({ copy, children }: { copy: ComingSoonCopy; children?: React.ReactNode }) {
  return (
    <section aria-labelledby="coming-soon-heading" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="max-w-2xl">
        <h2 id="coming-soon-heading" className="font-display text-2xl font-bold text-ink">
          {copy.heading}
        </h2>
        {copy.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-3 leading-relaxed text-ink-muted">
            {paragraph}
          </p>
        ))}
      </div>
      {children ? <div className="mt-8">{children}</div> : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {copy.actions.map((action, index) =>
          action.kind === 'book' ? (
            <Button key={action.label} size="lg" onClick={() => openAppointmentModal()}>
              <CalendarCheck className="size-5" />
              {action.label}
            </Button>
          ) : (
            <SiteLink key={action.to} to={action.to} className={buttonClass({ variant: index === 0 ? 'primary' : 'outline', size: 'lg' })}>
              {action.label}
            </SiteLink>
          ),
        )}
      </div>
    </section>
  )
}
