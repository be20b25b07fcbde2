import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog.tsx'
import { BookingFlow } from './booking-flow.tsx'

/** The booking dialog, opened by the site shell on the window-wide open-appointment-modal event. */
export function AppointmentModal({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* A tap outside must not throw away a half-filled booking; Escape and Close still close it. */}
      <DialogContent widthClass="max-w-2xl" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Book an Appointment</DialogTitle>
          <DialogDescription>A registered vet at your home, at a partner clinic or on a video call.</DialogDescription>
        </DialogHeader>
        <BookingFlow onClose={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  )
}
