import { describe, expect, it } from 'vitest'
import type { BillableItemDto } from '../contracts/catalogue.ts'
import { GST_RATES, kindIssues } from '../contracts/content-admin.ts'
import { billableGroups, isForPet } from './billable.ts'
import { BILLABLE_CATALOGUE } from './medicines.ts'
import { SERVICE_CATALOGUE } from './services.ts'

const item = (id: string, kind: BillableItemDto['kind'], petType: BillableItemDto['petType'] = 'any'): BillableItemDto => ({ id, title: id, kind, petType, unit: kind === 'service' ? '' : '1 dose', price: 100, taxRate: 5 })

describe('the vet’s list of what can be billed', () => {
  it('groups medicines, consumables, then services, in catalogue order, leaving out empty groups', () => {
    const items = [item('visit', 'service'), item('syringe', 'consumable'), item('dewormer', 'medicine'), item('meloxicam', 'medicine')]
    expect(billableGroups(items, 'dog').map((group) => [group.label, group.items.map((entry) => entry.id)])).toEqual([
      ['Medicines', ['dewormer', 'meloxicam']],
      ['Consumables', ['syringe']],
      ['Services, vaccines and tests', ['visit']],
    ])
    expect(billableGroups([item('visit', 'service')], 'dog').map((group) => group.kind)).toEqual(['service'])
  })

  it('offers a pet only what is for its kind: a puppy is a dog, a kitten a cat', () => {
    expect(isForPet(item('x', 'medicine', 'dog'), 'puppy')).toBe(true)
    expect(isForPet(item('x', 'medicine', 'cat'), 'kitten')).toBe(true)
    expect(isForPet(item('x', 'medicine', 'dog'), 'cat')).toBe(false)
    expect(isForPet(item('x', 'medicine', 'any'), 'kitten')).toBe(true)
    expect(billableGroups([item('dog-only', 'medicine', 'dog'), item('cat-only', 'medicine', 'cat')], 'cat')[0]?.items.map((entry) => entry.id)).toEqual(['cat-only'])
  })
})

describe('the seeded medicines and consumables', () => {
  it('have their own ids, a unit, a price and a GST slab an admin can choose', () => {
    const ids = BILLABLE_CATALOGUE.map((entry) => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const entry of BILLABLE_CATALOGUE) {
      expect(SERVICE_CATALOGUE.map((service) => service.id)).not.toContain(entry.id)
      expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(entry.unit.trim()).not.toBe('')
      expect(entry.price).toBeGreaterThan(0)
      expect(GST_RATES).toContain(entry.taxRate)
    }
  })

  it('tax medicines and medical supplies at 5 % (since 22 September 2025) and a plastic cone at 18 %', () => {
    const rates = new Map(BILLABLE_CATALOGUE.map((entry) => [entry.id, entry.taxRate]))
    for (const entry of BILLABLE_CATALOGUE.filter((medicine) => medicine.kind === 'medicine')) expect(rates.get(entry.id), entry.id).toBe(5)
    expect(rates.get('cons-syringe-needle')).toBe(5)
    expect(rates.get('cons-elizabethan-collar')).toBe(18)
  })
})

describe('what a catalogue item of each kind needs', () => {
  it.each([
    [{ kind: 'service', serviceType: 'checkup', unit: '' }, false, []],
    [{ kind: 'service', unit: '' }, false, ['serviceType: is required for a service']],
    [{ kind: 'medicine', unit: 'strip of 10 tablets' }, false, []],
    [{ kind: 'medicine', unit: ' ' }, false, ['unit: say what one unit is, such as strip of 10 tablets']],
    [{ kind: 'consumable', unit: '1 set', serviceType: 'checkup' }, false, ['serviceType: is for services only; a medicine or consumable has none']],
    // An edit names only what it changes.
    [{ kind: 'medicine' }, true, []],
    [{ kind: 'service' }, true, []],
    [{ kind: 'medicine', unit: '' }, true, ['unit: say what one unit is, such as strip of 10 tablets']],
  ] as const)('%j (editing: %s) → %j', (body, editing, messages) => {
    expect(kindIssues(body, editing).map((issue) => `${issue.path}: ${issue.message}`)).toEqual(messages)
  })
})
