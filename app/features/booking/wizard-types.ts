import type { BookingForm, StepProblem } from '../../../core/booking/wizard.ts'

export type StepProps = {
  form: BookingForm
  errors: StepProblem['fields']
  update: (patch: Partial<BookingForm>) => void
}

/** One cart line as the wizard shows and sends it; rupees. */
export type BookingLine = { id: string; title: string; price: number; discountedPrice: number; quantity: number }
