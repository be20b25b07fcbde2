/**
 * Text messages to owners. Each text here is a DLT template registered with MSG91 in its
 * language (decision 0075): the variables stay in ICU braces, the words may not change without
 * registering the template again. Dates and money arrive formatted in the message's language
 * (core/dates.ts, core/money.ts); server/i18n/owner-messages.ts renders them (decision 0076).
 */
export default {
  otp: '{code} is your PetVaidya verification code. It expires in 5 minutes. Never share it with anyone.',
  /** "Bruno's home visit": a visit named by its pet and its type. */
  visit: "{type, select, home {{petName}'s home visit} clinic {{petName}'s clinic visit} video {{petName}'s video consultation} other {{petName}'s visit}}",
  withVet: ' with {vetName}',
  yourVet: 'Your vet',
  questions: 'Questions: {supportPhone}',
  booked: 'PetVaidya: booked, {visit} on {when}. {due} Change or cancel in My Appointments until 2 hours before. Questions: {supportPhone}',
  joinCall: 'Join the video call here: {callUrl}',
  dueGold: 'Covered by Gold Membership.',
  duePaid: 'Paid.',
  dueAtVisit: 'To pay at the visit: {amount}.',
  moved: 'PetVaidya: {visit} is moved to {when} (was {was}). Questions: {supportPhone}',
  cancelled: 'PetVaidya: {visit} on {when} is cancelled. {money} Questions: {supportPhone}',
  refundStarted: 'The refund of {amount} to your original payment method has started; banks usually credit it in 5-7 working days.',
  nothingPaid: 'Nothing was paid for this visit, so there is nothing to refund.',
  willRefund: 'Your payment of {amount} will be refunded to your original payment method.',
  vetAssigned: 'PetVaidya: {vet} will see {visit} on {when}. Questions: {supportPhone}',
  onTheWay: 'PetVaidya: {vet} is on the way for {visit} ({time}). Please keep {petName} indoors and any earlier reports handy. Questions: {supportPhone}',
  gettingReady: 'PetVaidya: {vet} is getting ready for {visit} at {time}. Questions: {supportPhone}',
  cancelledByTeam: 'PetVaidya: we are sorry, {visit} on {when} is cancelled by our team.',
  cancelReason: 'Reason: {reason}.',
  reminderDayBefore: 'PetVaidya: Reminder for tomorrow, {visit}{withVet} on {when}. To change it, call {supportPhone}.',
  reminderSoon: 'PetVaidya: Reminder: in about 2 hours, {visit}{withVet} on {when}. To change it, call {supportPhone}.',
  roomOpen: 'PetVaidya: the video call for {petName}{withVet} is open now, for {time}. Join: {url}',
  receipt: 'PetVaidya: we received {amount} {paidFor}. Receipt {number}: {url}',
  paidForVisit: "for {petName}'s visit on {when}",
  paidForItems: 'for {items}',
  paidOnline: 'for a payment online',
  paymentLink: "PetVaidya: please pay {amount} for {petName}'s visit by UPI or card at {url} . A receipt follows once it is paid.",
  renewalReminder:
    'PetVaidya: your Gold Membership {number} ends on {date}{left, plural, =0 {} one { with # free visit left} other { with # free visits left}}. Renew at {url}: the new term starts from your expiry date.',
  paymentLinkReminder: "PetVaidya: a reminder that {amount} is still due for {petName}'s visit. Pay by UPI or card at {url} . Thank you!",
}
