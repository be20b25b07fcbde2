import { useCallback } from 'react'
import { useTranslations } from 'use-intl'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog.tsx'
import { closingForNavigation } from '../components/ui/dialog-history.ts'
import { QueryScope } from '../lib/query-scope.tsx'
import { BookingFlow } from './booking-flow.tsx'

/**
 * The booking dialog, opened by the site shell on the window-wide open-appointment-modal event.
 * Like every dialog, Back closes it and the page behind stays where it is, and closing returns
 * focus to whatever opened it; after a booking it makes way for the booking's page.
 */
export function AppointmentModal({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const t = useTranslations('booking.dialog')
  const close = useCallback(
    (reason?: 'booked') => {
      if (reason === 'booked') closingForNavigation()
      setOpen(false)
    },
    [setOpen],
  )

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* A tap outside must not throw away a half-filled booking; Escape and Close still close it. */}
      <DialogContent widthClass="max-w-2xl" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <QueryScope>
          <BookingFlow onClose={close} />
        </QueryScope>
      </DialogContent>
    </Dialog>
  )
}
