import { describe, expect, it } from 'vitest'
import type { AppointmentDto } from '../../core/contracts/booking.ts'
import { changeMessages } from '../modules/appointments/notifications.ts'
import { reminderText, statusNoticeText } from '../modules/appointments/owner-notices.ts'
import { confirmationMail, confirmationSms } from '../modules/appointments/service.ts'
import { paymentLinkReminderSms, paymentLinkSms, receiptMail, receiptSmsText } from '../modules/collections/owner-messages.ts'
import { renewalReminderText } from '../modules/membership/service.ts'
import { roomOpenMessages } from '../modules/video/notices.ts'

/** Each owner message in English (as it was before Hindi came) and in Hindi, from the same facts (decision 0076). */
const PHONE = '+91 98765 43210'
const WHEN_EN = 'Friday, 4 December 2026, 6:00 pm'
const WHEN_HI = 'शुक्रवार, 4 दिसंबर 2026, शाम 6:00'

const booking: AppointmentDto = {
  id: '5b0c1c8e-2d7a-4f7e-9f59-1a2b3c4d5e6f',
  status: 'booked',
  petName: 'Bruno',
  petType: 'dog',
  petBreed: 'Labrador',
  petOwnerName: 'Asha',
  phoneNumber: '9876543210',
  email: 'asha@example.in',
  serviceType: 'vaccination',
  appointmentType: 'home',
  appointmentDate: '2026-12-04',
  appointmentTime: '18:00',
  startsAt: '2026-12-04T12:30:00.000Z',
  clinicId: null,
  clinicName: null,
  clinicAddress: null,
  address: 'B-12, Sector 21',
  city: 'Gurugram',
  pincode: '122016',
  landmark: null,
  notes: '',
  services: [{ id: 'vaccine-dhppi', title: 'DHPPi vaccine', price: 1499, discountedPrice: 1499, quantity: 1 }],
  totalAmount: 1499,
  paidAmount: 0,
  paymentId: null,
  amountDue: 1499,
  refund: null,
  vaccinationPlan: false,
  canChange: true,
  canReschedule: true,
  rescheduleCount: 0,
  createdAt: '2026-11-29T10:00:00.000Z',
  visitStatus: 'booked',
  vet: null,
  record: null,
  call: null,
}

describe('the booking confirmation', () => {
  it('is the same English SMS as before, and the Hindi one says the same', () => {
    expect(confirmationSms(booking, PHONE, null, 'en')).toBe(
      `PetVaidya: booked, Bruno's home visit on ${WHEN_EN}. To pay at the visit: ₹1,499. Change or cancel in My Appointments until 2 hours before. Questions: ${PHONE}`,
    )
    expect(confirmationSms(booking, PHONE, null, 'hi')).toBe(
      `PetVaidya: Bruno की होम विज़िट की बुकिंग पक्की हो गई है, ${WHEN_HI}। विज़िट पर देना है: ₹1,499। मेरी अपॉइंटमेंट में विज़िट से 2 घंटे पहले तक बदलें या कैंसिल करें। सवाल: ${PHONE}`,
    )
    const video = { ...booking, appointmentType: 'video' as const, amountDue: 0 }
    expect(confirmationSms(video, PHONE, 'https://petvaidya.in/call/1', 'en')).toMatch(/Bruno's video consultation on .*\. Paid\. .* Join the video call here: https:\/\/petvaidya\.in\/call\/1$/)
    expect(confirmationSms(video, PHONE, 'https://petvaidya.in/call/1', 'hi')).toMatch(/^PetVaidya: Bruno की वीडियो कॉल की बुकिंग पक्की हो गई है, .* पेमेंट हो चुका है। .* वीडियो कॉल से यहाँ जुड़ें: https:\/\/petvaidya\.in\/call\/1$/)
  })

  it('e-mails the same lines in either language', () => {
    expect(confirmationMail(booking, PHONE, null, 'en')).toEqual({
      subject: `Booked: Home visit for Bruno on ${WHEN_EN}`,
      text: [
        'Hello Asha,',
        '',
        'Your appointment for Bruno is booked.',
        '',
        `When: ${WHEN_EN} (India time)`,
        'Visit: Home visit, Vaccination',
        'Where: B-12, Sector 21, Gurugram, 122016',
        '',
        '- DHPPi vaccine × 1: ₹1,499',
        'Total: ₹1,499. To pay after the service: ₹1,499.',
        '',
        `You can cancel or reschedule from My Appointments until 2 hours before the visit. Questions: ${PHONE}.`,
        '',
        'Team PetVaidya',
      ].join('\n'),
    })
    expect(confirmationMail(booking, PHONE, null, 'hi')).toEqual({
      subject: `बुकिंग पक्की: Bruno के लिए होम विज़िट, ${WHEN_HI}`,
      text: [
        'नमस्ते Asha,',
        '',
        'Bruno के लिए आपकी अपॉइंटमेंट बुक हो गई है।',
        '',
        `कब: ${WHEN_HI} (भारतीय समय)`,
        'विज़िट: होम विज़िट, वैक्सीनेशन',
        'कहाँ: B-12, Sector 21, Gurugram, 122016',
        '',
        '- DHPPi vaccine × 1: ₹1,499',
        'कुल: ₹1,499। सर्विस के बाद देना है: ₹1,499।',
        '',
        `विज़िट से 2 घंटे पहले तक आप मेरी अपॉइंटमेंट में जाकर इसे कैंसिल कर सकते हैं या समय बदल सकते हैं। सवाल: ${PHONE}।`,
        '',
        'टीम PetVaidya',
      ].join('\n'),
    })
  })
})

describe('a move and a cancellation', () => {
  const moved = { kind: 'rescheduled' as const, appointment: booking, from: { date: '2026-12-03', time: '10:00' } }
  const cancelled = { kind: 'cancelled' as const, appointment: { ...booking, status: 'cancelled' as const, paidAmount: 1499, refund: { status: 'started' as const, amount: 1499 } } }

  it('tells of a move', () => {
    const en = changeMessages(moved, 'ICS', PHONE, 'en')
    expect(en.sms).toEqual({ kind: 'notice', to: '9876543210', language: 'en', text: `PetVaidya: Bruno's home visit is moved to ${WHEN_EN} (was Thursday, 3 December 2026, 10:00 am). Questions: ${PHONE}` })
    expect(en.mail.subject).toBe(`Moved: Bruno's home visit is now on ${WHEN_EN}`)
    expect(en.mail.text).toContain(`Bruno's home visit is moved to ${WHEN_EN} (India time). It was on Thursday, 3 December 2026, 10:00 am.\nThe calendar file attached replaces the earlier one.`)
    const hi = changeMessages(moved, 'ICS', PHONE, 'hi')
    expect(hi.sms.text).toBe(`PetVaidya: Bruno की होम विज़िट की बुकिंग अब ${WHEN_HI} को है (पहले गुरुवार, 3 दिसंबर 2026, सुबह 10:00 को थी)। सवाल: ${PHONE}`)
    expect(hi.sms.language).toBe('hi')
    expect(hi.mail.subject).toBe(`समय बदला: Bruno की होम विज़िट अब ${WHEN_HI} को है`)
    expect(hi.mail.text).toContain('पहले का समय: गुरुवार, 3 दिसंबर 2026, सुबह 10:00।')
  })

  it('tells of a cancellation and its refund', () => {
    const en = changeMessages(cancelled, 'ICS', PHONE, 'en')
    expect(en.sms.text).toBe(
      `PetVaidya: Bruno's home visit on ${WHEN_EN} is cancelled. The refund of ₹1,499 to your original payment method has started; banks usually credit it in 5-7 working days. Questions: ${PHONE}`,
    )
    expect(en.mail.subject).toBe(`Cancelled: Bruno's home visit on ${WHEN_EN}`)
    const hi = changeMessages(cancelled, 'ICS', PHONE, 'hi')
    expect(hi.sms.text).toBe(
      `PetVaidya: Bruno की होम विज़िट की बुकिंग (${WHEN_HI}) कैंसिल हो गई है। ₹1,499 का रिफ़ंड उसी तरीके में शुरू हो गया है जिससे आपने पेमेंट किया था; बैंक आमतौर पर 5-7 कामकाजी दिनों में पैसे जमा कर देते हैं। सवाल: ${PHONE}`,
    )
    expect(hi.mail.text).toContain('साथ लगी कैलेंडर फ़ाइल इस विज़िट को आपके कैलेंडर से हटा देगी।')
  })
})

describe('status notices and reminders', () => {
  const visit = { petName: 'Bruno', visitType: 'home', date: '2026-12-04', time: '18:00', vetName: 'Dr. Kavya Rao', cancelReason: 'the vet is unwell', paidRupees: 0, refundRupees: null }

  it.each([
    ['vet_assigned', `PetVaidya: Dr. Kavya Rao will see Bruno's home visit on ${WHEN_EN}. Questions: ${PHONE}`, `PetVaidya: Bruno की होम विज़िट (${WHEN_HI}) के लिए Dr. Kavya Rao तय हो गए हैं। सवाल: ${PHONE}`],
    [
      'on_the_way',
      `PetVaidya: Dr. Kavya Rao is on the way for Bruno's home visit (6:00 pm). Please keep Bruno indoors and any earlier reports handy. Questions: ${PHONE}`,
      `PetVaidya: Dr. Kavya Rao Bruno की होम विज़िट के लिए रास्ते में हैं (शाम 6:00)। कृपया Bruno को घर के अंदर रखें और पुरानी रिपोर्ट पास रखें। सवाल: ${PHONE}`,
    ],
    [
      'cancelled_by_clinic',
      `PetVaidya: we are sorry, Bruno's home visit on ${WHEN_EN} is cancelled by our team. Reason: the vet is unwell. Nothing was paid for this visit, so there is nothing to refund. Questions: ${PHONE}`,
      `PetVaidya: माफ़ कीजिए, Bruno की होम विज़िट की बुकिंग (${WHEN_HI}) हमारी टीम ने कैंसिल कर दी है। वजह: the vet is unwell। इस विज़िट के लिए कोई पेमेंट नहीं हुआ था, इसलिए कोई रिफ़ंड नहीं बनता। सवाल: ${PHONE}`,
    ],
  ] as const)('%s', (status, en, hi) => {
    expect(statusNoticeText(visit, status, PHONE, 'en')).toBe(en)
    expect(statusNoticeText(visit, status, PHONE, 'hi')).toBe(hi)
  })

  it('reminds the day before and two hours before', () => {
    expect(reminderText(visit, 'day_before', PHONE, 'en')).toBe(`PetVaidya: Reminder for tomorrow, Bruno's home visit with Dr. Kavya Rao on ${WHEN_EN}. To change it, call ${PHONE}.`)
    expect(reminderText(visit, 'day_before', PHONE, 'hi')).toBe(`PetVaidya: याद दिला दें, कल Bruno की होम विज़िट Dr. Kavya Rao के साथ है, ${WHEN_HI}। बदलने के लिए ${PHONE} पर कॉल करें।`)
    expect(reminderText({ ...visit, vetName: null }, 'two_hours', PHONE, 'en')).toBe(`PetVaidya: Reminder: in about 2 hours, Bruno's home visit on ${WHEN_EN}. To change it, call ${PHONE}.`)
    expect(reminderText({ ...visit, vetName: null }, 'two_hours', PHONE, 'hi')).toBe(`PetVaidya: याद दिला दें, करीब 2 घंटे में Bruno की होम विज़िट है, ${WHEN_HI}। बदलने के लिए ${PHONE} पर कॉल करें।`)
  })
})

describe('the video room', () => {
  const visit = { id: booking.id, petName: 'Bruno', ownerName: 'Asha', phone: '9876543210', email: 'asha@example.in', date: '2026-12-04', time: '18:00', startsAt: new Date('2026-12-04T12:30:00.000Z'), vetName: 'Dr. Kavya Rao' }

  it('says the room is open, with its link', () => {
    const en = roomOpenMessages(visit, 'https://petvaidya.in/call/1', PHONE, 'en')
    expect(en.sms.text).toBe('PetVaidya: the video call for Bruno with Dr. Kavya Rao is open now, for 6:00 pm. Join: https://petvaidya.in/call/1')
    expect(en.mail.subject).toBe('Your video call for Bruno is open')
    const hi = roomOpenMessages(visit, 'https://petvaidya.in/call/1', PHONE, 'hi')
    expect(hi.sms.text).toBe('PetVaidya: Bruno की वीडियो कॉल Dr. Kavya Rao के साथ अब खुल गई है, शाम 6:00 के लिए। जुड़ें: https://petvaidya.in/call/1')
    expect(hi.mail.text).toContain(`Bruno की वीडियो कॉल Dr. Kavya Rao के साथ, ${WHEN_HI} (भारतीय समय), अब खुल गई है। यहाँ जुड़ें:\nhttps://petvaidya.in/call/1`)
  })
})

describe('receipts and payment links (issue 22)', () => {
  const notice = {
    number: 'PV/2026-27/000042',
    amountPaise: 149_850,
    url: 'https://petvaidya.in/receipts/PV-2026-27-000042',
    ownerName: 'Asha',
    paidFor: { visit: { petName: 'Bruno', date: '2026-12-04', time: '18:00' } },
    supportPhone: PHONE,
  }

  it('texts the amount, the number and the link', () => {
    expect(receiptSmsText(notice, 'en')).toBe(`PetVaidya: we received ₹1,498.50 for Bruno's visit on ${WHEN_EN}. Receipt PV/2026-27/000042: https://petvaidya.in/receipts/PV-2026-27-000042`)
    expect(receiptSmsText(notice, 'hi')).toBe(`PetVaidya: Bruno की ${WHEN_HI} की विज़िट के लिए हमें ₹1,498.50 मिल गए हैं। रसीद PV/2026-27/000042: https://petvaidya.in/receipts/PV-2026-27-000042`)
    expect(receiptSmsText({ ...notice, paidFor: { items: ['Gold Membership'] } }, 'en')).toContain('we received ₹1,498.50 for Gold Membership.')
    expect(receiptSmsText({ ...notice, paidFor: { items: [] } }, 'hi')).toContain('ऑनलाइन पेमेंट के लिए हमें ₹1,498.50 मिल गए हैं')
  })

  it('e-mails the number in the subject and the link in the text', () => {
    const en = receiptMail(notice, 'en')
    expect(en.subject).toBe('Your PetVaidya receipt PV/2026-27/000042 for ₹1,498.50')
    expect(en.text).toContain('Hello Asha,')
    expect(en.text).toContain(notice.url)
    const hi = receiptMail(notice, 'hi')
    expect(hi.subject).toBe('₹1,498.50 की आपकी PetVaidya रसीद PV/2026-27/000042')
    expect(hi.text).toContain('नमस्ते Asha,')
    expect(hi.text).toContain(`आप इसे ${notice.url} पर खोल सकते हैं`)
  })

  it('gives the owner the amount and the link, first and in the morning reminder', () => {
    const link = { amountPaise: 149_800, url: 'https://rzp.io/i/abc123', petName: 'Sheru' }
    expect(paymentLinkSms(link, 'en')).toBe("PetVaidya: please pay ₹1,498 for Sheru's visit by UPI or card at https://rzp.io/i/abc123 . A receipt follows once it is paid.")
    expect(paymentLinkReminderSms(link, 'en')).toBe("PetVaidya: a reminder that ₹1,498 is still due for Sheru's visit. Pay by UPI or card at https://rzp.io/i/abc123 . Thank you!")
    expect(paymentLinkSms(link, 'hi')).toBe('PetVaidya: कृपया Sheru की विज़िट के ₹1,498 UPI या कार्ड से यहाँ चुकाएँ: https://rzp.io/i/abc123 . पेमेंट होते ही रसीद भेजी जाएगी।')
    expect(paymentLinkReminderSms(link, 'hi')).toBe('PetVaidya: याद दिला दें, Sheru की विज़िट के ₹1,498 अभी बाकी हैं। UPI या कार्ड से यहाँ चुकाएँ: https://rzp.io/i/abc123 . धन्यवाद!')
  })
})

describe('the Gold Membership renewal reminder', () => {
  const membership = { serial: 42, expiresAt: new Date('2026-12-04T12:30:00.000Z'), freeHomeVisits: 2, freeVisitsUsed: 1 }

  it('names the number, the day it ends and the free visits left', () => {
    expect(renewalReminderText(membership, 'https://petvaidya.in', 'en')).toBe(
      'PetVaidya: your Gold Membership PVG-000042 ends on 4 December 2026 with 1 free visit left. Renew at https://petvaidya.in/gold-membership: the new term starts from your expiry date.',
    )
    expect(renewalReminderText({ ...membership, freeVisitsUsed: 0 }, 'https://petvaidya.in', 'en')).toContain('ends on 4 December 2026 with 2 free visits left. Renew')
    expect(renewalReminderText({ ...membership, freeVisitsUsed: 2 }, 'https://petvaidya.in', 'en')).toContain('ends on 4 December 2026. Renew')
    expect(renewalReminderText(membership, 'https://petvaidya.in', 'hi')).toBe(
      'PetVaidya: आपकी गोल्ड मेंबरशिप PVG-000042 4 दिसंबर 2026 को खत्म हो रही है, अभी 1 फ्री विज़िट बाकी है। https://petvaidya.in/gold-membership पर रिन्यू करें: नई अवधि आपकी मेंबरशिप खत्म होने की तारीख से शुरू होगी।',
    )
    expect(renewalReminderText({ ...membership, freeVisitsUsed: 0 }, 'https://petvaidya.in', 'hi')).toContain('अभी 2 फ्री विज़िट बाकी हैं।')
    expect(renewalReminderText({ ...membership, freeVisitsUsed: 2 }, 'https://petvaidya.in', 'hi')).toContain('को खत्म हो रही है। https://')
  })
})
