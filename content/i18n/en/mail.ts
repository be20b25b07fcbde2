/**
 * E-mails to owners (decision 0076). A mail is written from these lines; names, addresses,
 * services' titles and links are its arguments, dates and money arrive formatted in its language.
 */
export default {
  hello: 'Hello {name},',
  team: 'Team PetVaidya',
  questions: 'Questions: {supportPhone}.',
  visitType: '{type, select, home {Home visit} clinic {Clinic visit} video {Video consultation} other {Visit}}',
  serviceType: '{type, select, checkup {Health check-up} vaccination {Vaccination} surgery {Neuter or spay surgery} labtest {Lab test} grooming {Grooming} other {Service}}',
  changes: 'You can cancel or reschedule from My Appointments until 2 hours before the visit. Questions: {supportPhone}.',
  booked: {
    subject: 'Booked: {visitType} for {petName} on {when}',
    intro: 'Your appointment for {petName} is booked.',
    when: 'When: {when} (India time)',
    visit: 'Visit: {visitType}, {serviceType}',
    where: 'Where: {place}',
    whereVideo: 'Video call (the link comes by SMS before the call)',
    partnerClinic: 'Partner clinic',
    call: 'Join the video call here (the room opens a few minutes before your time): {url}',
    total: 'Total: {amount}. {due}',
    dueGold: 'Covered by Gold Membership.',
    duePaid: 'Paid online.',
    dueAfter: 'To pay after the service: {amount}.',
  },
  moved: {
    subject: 'Moved: {visit} is now on {when}',
    body: '{visit} is moved to {when} (India time). It was on {was}.',
    calendar: 'The calendar file attached replaces the earlier one.',
  },
  cancelled: {
    subject: 'Cancelled: {visit} on {when}',
    body: '{visit} on {when} is cancelled.',
    calendar: 'The calendar file attached removes the visit from your calendar.',
    bookAgain: 'To book again, visit the PetVaidya website. Questions: {supportPhone}.',
  },
  roomOpen: {
    subject: 'Your video call for {petName} is open',
    body: 'The video consultation for {petName}{withVet} on {when} (India time) is open now. Join it here:',
    howTo: 'Open the link on a phone or computer with a camera, and allow the camera and microphone when the browser asks.',
  },
  receipt: {
    subject: 'Your PetVaidya receipt {number} for {amount}',
    thanks: 'Thank you: we received {amount} {paidFor}.',
    link: 'Your receipt is {number}. It is below, and you can open, print or save it as PDF at {url} (sign in with your mobile number).',
  },
}
