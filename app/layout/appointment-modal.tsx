import { useCallback, useEffect, useRef } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog.tsx'
import { BookingFlow } from './booking-flow.tsx'

const HISTORY_MARK = 'bookingDialog'

function markedEntryOnTop(): boolean {
  const state: unknown = window.history.state
  return typeof state === 'object' && state !== null && HISTORY_MARK in state
}

/**
 * The booking dialog, opened by the site shell on the window-wide open-appointment-modal event.
 * Opening adds a history entry of the same address, so the phone's Back button closes the dialog
 * and the page behind stays where it is; closing returns focus to whatever opened it.
 */
export function AppointmentModal({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const opener = useRef<HTMLElement | null>(null)
  const leavingForBooking = useRef(false)

  useEffect(() => {
    if (!open) return
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    leavingForBooking.current = false
    if (!markedEntryOnTop()) window.history.pushState({ ...(window.history.state as object | null), [HISTORY_MARK]: true }, '')
    const onPop = () => setOpen(false)
    window.addEventListener('popstate', onPop)
    return () => {
      window.removeEventListener('popstate', onPop)
      // Closed by Escape, Close or Cancel: take our entry off again, so Back later leaves the page as usual.
      if (!leavingForBooking.current && markedEntryOnTop()) window.history.back()
    }
  }, [open, setOpen])

  const close = useCallback(
    (reason?: 'booked') => {
      if (reason === 'booked') leavingForBooking.current = true
      setOpen(false)
    },
    [setOpen],
  )

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* A tap outside must not throw away a half-filled booking; Escape and Close still close it. */}
      <DialogContent
        widthClass="max-w-2xl"
        onInteractOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected || leavingForBooking.current) return
          event.preventDefault()
          opener.current.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>Book an Appointment</DialogTitle>
          <DialogDescription>A registered vet at your home, at a partner clinic or on a video call.</DialogDescription>
        </DialogHeader>
        <BookingFlow onClose={close} />
      </DialogContent>
    </Dialog>
  )
}
