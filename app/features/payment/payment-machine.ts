/**
 * The payment dialog's flow as one state machine: idle -> creating the order -> the provider's
 * checkout is open -> verifying -> success, or failure. Closing, failing and succeeding all end in
 * a state from which `start` begins the next payment, so a second payment in the same tab works
 * like the first.
 */
export type PaymentStage = 'idle' | 'creating' | 'checkout' | 'verifying' | 'success' | 'failure'

export type PaymentEvent =
  | { type: 'start' }
  | { type: 'orderCreated' }
  | { type: 'orderFailed' }
  | { type: 'checkoutPaid' }
  | { type: 'checkoutClosed' }
  | { type: 'verified' }
  | { type: 'verifyFailed' }
  | { type: 'reset' }

/** The stages from which a new payment may start: nothing is under way. */
export const RESTING_STAGES: readonly PaymentStage[] = ['idle', 'success', 'failure']

export function isBusy(stage: PaymentStage): boolean {
  return !RESTING_STAGES.includes(stage)
}

/** Which event is legal in which stage; anything else leaves the stage as it is. */
export function paymentReducer(stage: PaymentStage, event: PaymentEvent): PaymentStage {
  switch (event.type) {
    case 'start':
      return isBusy(stage) ? stage : 'creating'
    case 'orderCreated':
      return stage === 'creating' ? 'checkout' : stage
    case 'orderFailed':
      return stage === 'creating' ? 'failure' : stage
    case 'checkoutPaid':
      return stage === 'checkout' ? 'verifying' : stage
    // A failed attempt keeps the checkout open for another try; only closing it ends the flow.
    case 'checkoutClosed':
      return stage === 'checkout' ? 'idle' : stage
    case 'verified':
      return stage === 'verifying' ? 'success' : stage
    case 'verifyFailed':
      return stage === 'verifying' ? 'failure' : stage
    case 'reset':
      return isBusy(stage) ? stage : 'idle'
  }
}
