import { describe, expect, it } from 'vitest'
import { SERVICE_CATALOGUE } from './services.ts'
import { lowestPrice, priceListGroups } from './price-list.ts'

describe('the price list', () => {
  const groups = priceListGroups(SERVICE_CATALOGUE)

  it('lists every catalogue service exactly once', () => {
    const listed = groups.flatMap((group) => group.services.map((service) => service.id))
    expect([...listed].sort()).toEqual(SERVICE_CATALOGUE.map((service) => service.id).sort())
  })

  it('starts with the visit charges, home, clinic and video', () => {
    expect(groups[0]?.key).toBe('visits')
    expect(groups[0]?.services.map((service) => [service.id, service.price, service.discountedPrice])).toEqual([
      ['video-consultation', 199, 149],
      ['clinic-consultation', 699, 499],
      ['home-visit', 999, 799],
    ])
  })

  it('puts each other service under its type, cheapest first, and leaves out empty groups', () => {
    expect(groups.map((group) => group.key)).toEqual(['visits', 'checkup', 'vaccination', 'surgery', 'labtest', 'grooming'])
    for (const group of groups.slice(1)) {
      expect(group.services.every((service) => service.serviceType === group.key && service.petType !== 'any')).toBe(true)
      const prices = group.services.map((service) => service.discountedPrice)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
    }
    expect(priceListGroups([])).toEqual([])
  })

  it('finds the lowest price of some services, or none', () => {
    expect(lowestPrice(SERVICE_CATALOGUE, ['dog-neuter', 'dog-spay'])).toBe(5999)
    expect(lowestPrice(SERVICE_CATALOGUE, ['no-such-service'])).toBeNull()
  })
})
