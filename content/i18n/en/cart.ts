import { PAID_NOT_BOOKED } from '../../../core/payment/unbooked.ts'

/** The cart drawer of the header (spec section 2) and the payments not yet booked. */
export default {
  title: 'Your cart',
  count: '{count, plural, one {# item} other {# items}} in your cart',
  empty: 'Your cart is empty',
  emptyText: 'Add a vaccination, check-up or lab test from our services to pay for it here.',
  browse: 'Browse services',
  lines: 'Cart items',
  remove: 'Remove {title}',
  fewer: 'One fewer {title}',
  more: 'One more {title}',
  quantity: 'Quantity ',
  items: 'Items',
  total: 'Total',
  paid: 'Paid online. Book a time for these services.',
  book: 'Book an appointment',
  recommend: '<strong>We recommend Pay Post Service:</strong> pay the vet after the visit, by UPI, card or cash, once you are happy with the care.',
  payPostService: 'Pay Post Service',
  payOnline: 'Pay Online',
  unbooked: {
    title: PAID_NOT_BOOKED,
    paidOn: '{amount} paid on {paidOn}. Refunded in full on {refundOn} unless booked before.',
    book: 'Book a time',
    refund: 'Refund it now',
    refundStarted: 'Refund started',
    refundStartedText: '{amount} goes back to the account you paid from, usually within 5-7 working days.',
    refundFailed: 'Could not start the refund',
  },
  /** The bookable services of a service page (app/features/cart/service-offers.tsx). */
  offers: {
    heading: 'Book this service',
    book: 'Book',
    add: 'Add to cart',
    inCart: 'In cart ({quantity}) · Add another',
    addLabel: '{label}: {title}',
    added: 'Added to cart',
    addedText: '{title} is in your cart.',
    heldTitle: 'Book your paid services first',
    heldText: 'Your cart is paid. Book a time for those services, then add this one: it gets its own payment, and you never pay twice.',
  },
}
