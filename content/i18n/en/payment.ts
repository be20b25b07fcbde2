/** The payment dialog, 'Complete Payment' (spec sections 2 and 8), and its toasts. */
export default {
  title: 'Complete Payment',
  description: 'Pay securely online by UPI or Google Pay.',
  summary: 'Payment Summary',
  noServices: 'No services selected',
  total: 'Total',
  payNow: 'Pay Now (UPI / Google Pay)',
  secure: 'Payments are processed securely. We never see your UPI PIN or card details.',
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
