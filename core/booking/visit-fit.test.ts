import { describe, expect, it } from 'vitest'
import { fitRefusal, serviceTypesFor, visitTypeOfLines, visitTypesFor } from './visit-fit.ts'

const video = { id: 'video-consultation', title: 'Video Consultation', serviceType: 'checkup' as const }
const home = { id: 'home-visit', title: 'Vet Home Visit', serviceType: 'checkup' as const }
const blood = { id: 'cat-lab-blood-panel', title: 'Cat Blood Panel (CBC, Liver, Kidney)', serviceType: 'labtest' as const }
const spay = { id: 'dog-spay', title: 'Dog Spaying (Female)', serviceType: 'surgery' as const }
const grooming = { id: 'dog-grooming', title: 'Dog Grooming at Home', serviceType: 'grooming' as const }

describe('what a cart can be booked as', () => {
  it('takes the visit type from the visit line, and refuses another with what to choose', () => {
    expect(visitTypeOfLines([video])).toBe('video')
    expect(visitTypeOfLines([blood])).toBeNull()
    expect(fitRefusal([video], 'home', 'checkup')).toEqual({
      field: 'appointmentType',
      message: 'You paid for a Video Consultation: please choose Video consultation as the visit type.',
    })
    expect(fitRefusal([video], 'video', 'checkup')).toBeNull()
    expect(fitRefusal([home, video], 'home', 'checkup')?.field).toBe('appointmentType')
  })

  it('gives extra services only on the visit types they can be given on', () => {
    expect(fitRefusal([blood], 'video', 'labtest')).toEqual({
      field: 'appointmentType',
      message: 'Cat Blood Panel (CBC, Liver, Kidney) cannot be given on a video consultation: please choose Home visit or Clinic visit.',
    })
    expect(fitRefusal([spay], 'home', 'surgery')?.message).toBe('Dog Spaying (Female) cannot be given on a home visit: please choose Clinic visit.')
    expect(fitRefusal([grooming], 'home', 'grooming')).toBeNull()
    expect(visitTypesFor([blood])).toEqual(['home', 'clinic'])
    expect(visitTypesFor([video])).toEqual(['video'])
    expect(visitTypesFor([])).toEqual(['home', 'clinic', 'video'])
  })

  it('books a video call only as a check-up, and a cart of extras as a check-up or one of their kinds', () => {
    expect(fitRefusal([], 'video', 'vaccination')).toEqual({
      field: 'serviceType',
      message: 'Vaccination cannot be booked as this video consultation: please choose Health check-up as the service.',
    })
    expect(serviceTypesFor([blood], 'clinic')).toEqual(['checkup', 'labtest'])
    expect(fitRefusal([blood], 'clinic', 'surgery')?.message).toBe(
      'Neuter or spay surgery cannot be booked as this clinic visit: please choose Health check-up or Lab test as the service.',
    )
    expect(fitRefusal([blood], 'home', 'labtest')).toBeNull()
  })
})
