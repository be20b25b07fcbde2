import { ORDER_CONFIRMED_TOAST } from '../../../core/payment/messages.ts'
import { sitePageText } from './site-page.ts'

/** The payment dialog, 'Complete Payment' (spec sections 2 and 8), and its toasts. */
export default {
  title: 'Complete Payment',
  description: 'Pay securely online by UPI or Google Pay.',
  summary: 'Payment Summary',
  noServices: 'No services selected',
  total: 'Total',
  payNow: 'Pay Now (UPI / Google Pay)',
  secure: 'Payments are processed securely. We never see your UPI PIN or card details.',
  /** The page after an online payment, /payment/success (English as the route table has it). */
  successPage: {
    ...sitePageText('/payment/success'),
    loading: 'Loading...',
    paidHeading: 'Payment successful',
    paidText: 'Thank you. Your payment is confirmed. Keep the payment ID below for any question about it.',
    notFoundHeading: 'Payment not found',
    notFound: 'We could not find a payment for this booking. Your appointments and their payments are all listed in My Appointments.',
    amountPaid: 'Amount paid',
    paymentId: 'Payment ID',
    method: 'Method',
    methodOnline: 'Online (UPI / Google Pay)',
    booking: 'Booking',
    visit: "<pet>{petName}</pet>'s visit, {when}",
    signIn: 'Sign in to see the payment of your booking.',
    bookTime: 'Book a time for your visit',
    myAppointments: 'My appointments',
    backHome: 'Back to home',
    questions: 'Questions about this payment? Call {phone} or write to <mail>{email}</mail>.',
    orderConfirmed: ORDER_CONFIRMED_TOAST.title,
    orderConfirmedText: ORDER_CONFIRMED_TOAST.description,
  },
  toasts: {
    success: 'Payment Successful',
    successText: 'Payment of ₹{amount} completed successfully.',
    failed: 'Payment Failed',
    unableText: 'Unable to process online payment. Please try again.',
    notConfigured: 'Payment service not configured for this domain. Please contact support.',
    unavailable: 'Payment service temporarily unavailable on this domain. Please try again later.',
    failedText: 'Payment failed: {reason}',
    verificationFailed: 'Payment Verification Failed',
    verificationFailedText: 'Please contact support if amount was deducted.',
  },
}
