import { SERVICE_TYPES, type ServiceType } from './services.ts'

export type PriceListGroupKey = 'visits' | ServiceType

export type PriceListGroup<Service> = { key: PriceListGroupKey; services: Service[] }

type ListedService = { id: string; petType: string; serviceType: ServiceType; discountedPrice: number }

/**
 * The price list of the pricing page: every catalogue service exactly once, the visits for any
 * pet first (the spec's visit charges), then one group per service type in the catalogue's
 * order of types, each group cheapest first. Empty groups are left out.
 */
export function priceListGroups<Service extends ListedService>(catalogue: readonly Service[]): PriceListGroup<Service>[] {
  const keys: PriceListGroupKey[] = ['visits', ...SERVICE_TYPES]
  const keyOf = (service: Service): PriceListGroupKey => (service.petType === 'any' ? 'visits' : service.serviceType)
  return keys
    .map((key) => ({
      key,
      services: catalogue.filter((service) => keyOf(service) === key).sort((a, b) => a.discountedPrice - b.discountedPrice),
    }))
    .filter((group) => group.services.length > 0)
}

/** The lowest price charged among the services of `ids` in the catalogue, or null if none is there. */
export function lowestPrice(catalogue: readonly { id: string; discountedPrice: number }[], ids: readonly string[]): number | null {
  const prices = catalogue.filter((service) => ids.includes(service.id)).map((service) => service.discountedPrice)
  return prices.length > 0 ? Math.min(...prices) : null
}
