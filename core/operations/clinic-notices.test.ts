import { describe, expect, it } from 'vitest'
import { type ClinicVisitFacts, clinicNoticeKey, clinicNoticeMessages } from './clinic-notices.ts'

const visit: ClinicVisitFacts = {
  clinicName: 'Noida Sector 62 Vet Hospital',
  date: '2026-11-30',
  time: '12:00',
  petName: 'Sheru',
  petType: 'dog',
  petBreed: 'Indie',
  ownerName: 'Priya Sharma',
  ownerPhone: '9811100023',
  serviceType: 'vaccination',
  services: ['Dog Anti-Rabies Vaccine'],
  notes: '',
  cancelReason: null,
}
const options = { deskUrl: 'https://petvaidya.in/clinic-desk', supportPhone: '+91 98765 01234' }

describe('the key of a clinic notice', () => {
  it('names the cause: a booking and a cancellation once per visit, each move by its from and to', () => {
    expect(clinicNoticeKey({ appointmentId: 'a1', cause: 'booked' })).toBe('a1:booked')
    expect(clinicNoticeKey({ appointmentId: 'a1', cause: 'cancelled' })).toBe('a1:cancelled')
    const move = (to: string) => clinicNoticeKey({ appointmentId: 'a1', cause: 'moved', from: { date: '2026-11-30', time: '12:00' }, to: { date: to, time: '10:00' } })
    expect(move('2026-12-01')).toBe('a1:moved:2026-11-30T12:00:2026-12-01T10:00')
    expect(move('2026-12-01')).toBe(move('2026-12-01'))
    expect(move('2026-12-02')).not.toBe(move('2026-12-01'))
  })
})

describe('the words a clinic is told', () => {
  it('a booking: the SMS names the pet, time and owner’s first name; the e-mail the owner’s number and notes', () => {
    const notice = clinicNoticeMessages({ appointmentId: 'a1', cause: 'booked' }, { ...visit, notes: 'Shy with strangers' }, options)
    expect(notice.sms).toBe(
      'PetVaidya: new clinic visit at Noida Sector 62 Vet Hospital, Mon, 30 Nov, 12:00 pm: Sheru (dog, Indie), Vaccination, owner Priya. Details: https://petvaidya.in/clinic-desk',
    )
    expect(notice.sms).not.toContain('9811100023')
    expect(notice.subject).toBe('New clinic visit: Sheru, Mon, 30 Nov, 12:00 pm')
    expect(notice.text).toContain('A clinic visit is booked with you for Monday, 30 November 2026, 12:00 pm (India time).')
    expect(notice.text).toContain('Owner: Priya Sharma, +91 98111 00023')
    expect(notice.text).toContain('For: Vaccination (Dog Anti-Rabies Vaccine)')
    expect(notice.text).toContain("Owner's notes: Shy with strangers")
    expect(notice.text).toContain('Questions: +91 98765 01234')
  })

  it('a move: the new time and the old one, which is free again', () => {
    const notice = clinicNoticeMessages({ appointmentId: 'a1', cause: 'moved', from: { date: '2026-11-30', time: '12:00' }, to: { date: '2026-12-01', time: '10:00' } }, visit, options)
    expect(notice.sms).toContain('Sheru (dog, Indie) is now Tue, 1 Dec, 10:00 am (was Mon, 30 Nov, 12:00 pm)')
    expect(notice.subject).toBe("Moved: Sheru's clinic visit is now Tue, 1 Dec, 10:00 am")
    expect(notice.text).toContain('It was on Monday, 30 November 2026, 12:00 pm; that place is free again.')
    expect(notice.text).not.toContain("Owner's notes")
  })

  it('a cancellation, with the team’s reason when it gave one', () => {
    expect(clinicNoticeMessages({ appointmentId: 'a1', cause: 'cancelled' }, visit, options).sms).toBe(
      'PetVaidya: clinic visit cancelled at Noida Sector 62 Vet Hospital: Sheru (dog, Indie), Mon, 30 Nov, 12:00 pm. The place is free.',
    )
    const withReason = clinicNoticeMessages({ appointmentId: 'a1', cause: 'cancelled' }, { ...visit, cancelReason: 'Vet unwell' }, options)
    expect(withReason.sms).toMatch(/The place is free\. Reason: Vet unwell\.$/)
    expect(withReason.subject).toBe("Cancelled: Sheru's clinic visit, Mon, 30 Nov, 12:00 pm")
  })
})
