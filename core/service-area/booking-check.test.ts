import { describe, expect, it } from 'vitest'
import type { PincodeDto } from '../contracts/pincode.ts'
import { type PincodeLookup, pincodeStepProblem } from './booking-check.ts'

const servedCities = ['Gurgaon', 'Delhi', 'Noida', 'Faridabad', 'Ghaziabad']
const gurgaon: PincodeDto = { pincode: '122003', district: 'Gurgaon', state: 'Haryana', city: 'Gurgaon', localities: ['Jharsa'], served: true, servedCities }
const mumbaiLike: PincodeDto = { pincode: '131001', district: 'Sonipat', state: 'Haryana', city: 'Sonipat', localities: ['Sonipat'], served: false, servedCities }
const found = (pincode: PincodeDto): PincodeLookup => ({ state: 'found', pincode })

describe('pincodeStepProblem', () => {
  const home = (pincode: string, city: string) => ({ appointmentType: 'home', pincode, city })

  it('lets a served PIN code through with its city or another name of it', () => {
    expect(pincodeStepProblem(home('122003', 'Gurgaon'), found(gurgaon))).toBeNull()
    expect(pincodeStepProblem(home('122003', 'Gurugram'), found(gurgaon))).toBeNull()
  })

  it('stops a city that contradicts the PIN code, naming the city field', () => {
    expect(pincodeStepProblem(home('122003', 'Mumbai'), found(gurgaon))).toMatchObject({ title: 'City Does Not Match', fields: { city: 'PIN code 122003 is in Gurgaon' } })
  })

  it('gives the spec’s Invalid PIN Code notice for an unknown PIN code', () => {
    expect(pincodeStepProblem(home('999999', 'Delhi'), { state: 'unknown' })).toEqual({
      title: 'Invalid PIN Code',
      description: 'Please enter a valid 6-digit PIN code',
      fields: { pincode: 'Please enter a valid 6-digit PIN code' },
    })
  })

  it('names the served cities for a PIN code outside the area', () => {
    expect(pincodeStepProblem(home('131001', 'Sonipat'), found(mumbaiLike))?.description).toBe(
      'Our vets do not visit 131001 (Sonipat, Haryana) yet. Home visits are available in Gurgaon, Delhi, Noida, Faridabad and Ghaziabad.',
    )
  })

  it('waits for a lookup under way, and leaves a failed lookup to the server', () => {
    expect(pincodeStepProblem(home('122003', 'Gurgaon'), { state: 'checking' })?.title).toBe('Checking PIN Code')
    expect(pincodeStepProblem(home('122003', 'Mumbai'), { state: 'failed' })).toBeNull()
  })

  it('does not apply to clinic and video visits, nor to an incomplete PIN code', () => {
    expect(pincodeStepProblem({ appointmentType: 'video', pincode: '131001', city: 'Sonipat' }, found(mumbaiLike))).toBeNull()
    expect(pincodeStepProblem(home('1310', 'Sonipat'), { state: 'unknown' })).toBeNull()
  })
})
