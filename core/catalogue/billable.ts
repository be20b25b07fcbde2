import type { BillableItemDto } from '../contracts/catalogue.ts'
import type { CatalogueKind } from './services.ts'

/** The vet's list is read from the top on a phone: what is dispensed most at the door comes first. */
const GROUP_ORDER: readonly CatalogueKind[] = ['medicine', 'consumable', 'service']
const GROUP_LABELS: Record<CatalogueKind, string> = { medicine: 'Medicines', consumable: 'Consumables', service: 'Services, vaccines and tests' }

/** Whether an item is for this pet: an item for any pet, or for the pet's kind (a puppy is a dog, a kitten a cat). */
export function isForPet(item: Pick<BillableItemDto, 'petType'>, petType: string): boolean {
  if (item.petType === 'any') return true
  const kind = petType === 'puppy' ? 'dog' : petType === 'kitten' ? 'cat' : petType
  return item.petType === kind
}

/**
 * The items a vet may add to this pet's bill, in groups (medicines, consumables, then services),
 * each group in the catalogue's order; empty groups are left out.
 */
export function billableGroups(items: readonly BillableItemDto[], petType: string): Array<{ kind: CatalogueKind; label: string; items: BillableItemDto[] }> {
  return GROUP_ORDER.map((kind) => ({ kind, label: GROUP_LABELS[kind], items: items.filter((item) => item.kind === kind && isForPet(item, petType)) })).filter(
    (group) => group.items.length > 0,
  )
}
