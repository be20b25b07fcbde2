/**
 * The medicines and consumables a vet carries on a home or clinic visit and bills at the door
 * (issue 36, decision 0072): the seed of the catalogue's `medicine` and `consumable` items, which
 * admins then edit. Prices are in whole rupees, GST included, near the MRPs of the common Indian
 * brands in 2026; an admin sets the business's own.
 *
 * GST (decision 0072): since 22 September 2025 (56th GST Council, the two-slab reform) medicaments
 * of HSN 3003/3004, veterinary ones included, are taxed at 5 % (12 % before); wadding, gauze and
 * bandages (HSN 3005) at 5 %; medical, surgical and veterinary instruments such as syringes,
 * needles and cannulae (HSN 9018) at 5 %. A plastic cone (Elizabethan collar, HSN 3926) is an
 * ordinary plastic article at 18 %. The rate is per item and an admin can change it.
 */
import type { CatalogueKind, PetKind } from './services.ts'

export type BillableSeed = {
  id: string
  title: string
  kind: Exclude<CatalogueKind, 'service'>
  petType: PetKind | 'any'
  /** What one unit is, as the vet's bill and the receipt say it. */
  unit: string
  description: string
  /** Rupees for one unit, GST included (MRP: list price and price charged are the same). */
  price: number
  /** GST in per cent, inside the price. */
  taxRate: number
}

/** Sort order of the seeded items: after every service, so the admin's list starts with the services. */
export const BILLABLE_SORT_START = 1000

export const BILLABLE_CATALOGUE: readonly BillableSeed[] = [
  {
    id: 'med-dewormer-dog-tablet',
    title: 'Dewormer for dogs (praziquantel, pyrantel, febantel)',
    kind: 'medicine',
    petType: 'dog',
    unit: '1 tablet (up to 10 kg)',
    description: 'Broad-spectrum dewormer for roundworm, hookworm, whipworm and tapeworm; one tablet per 10 kg body weight.',
    price: 150,
    taxRate: 5,
  },
  {
    id: 'med-dewormer-cat-tablet',
    title: 'Dewormer for cats (praziquantel, pyrantel)',
    kind: 'medicine',
    petType: 'cat',
    unit: '1 tablet (up to 4 kg)',
    description: 'Dewormer for roundworm and tapeworm in cats and kittens over 6 weeks.',
    price: 180,
    taxRate: 5,
  },
  {
    id: 'med-fluralaner-dog-10-20kg',
    title: 'Fluralaner chewable, dogs 10-20 kg',
    kind: 'medicine',
    petType: 'dog',
    unit: '1 chewable tablet (500 mg), 12 weeks',
    description: 'Tick and flea protection for 12 weeks from one chewable tablet.',
    price: 2950,
    taxRate: 5,
  },
  {
    id: 'med-fipronil-spot-on-dog',
    title: 'Fipronil spot-on, dogs 10-20 kg',
    kind: 'medicine',
    petType: 'dog',
    unit: '1 pipette (1.34 ml)',
    description: 'Spot-on against ticks and fleas for about a month, applied on the skin between the shoulder blades.',
    price: 520,
    taxRate: 5,
  },
  {
    id: 'med-meloxicam-injection',
    title: 'Meloxicam injection (pain and fever)',
    kind: 'medicine',
    petType: 'any',
    unit: '1 dose',
    description: 'Anti-inflammatory pain relief given by the vet, dosed by body weight.',
    price: 90,
    taxRate: 5,
  },
  {
    id: 'med-ondansetron-injection',
    title: 'Ondansetron injection (vomiting)',
    kind: 'medicine',
    petType: 'any',
    unit: '1 dose',
    description: 'Anti-vomiting injection given by the vet.',
    price: 70,
    taxRate: 5,
  },
  {
    id: 'med-amoxiclav-250-tablets',
    title: 'Amoxicillin with clavulanic acid 250 mg',
    kind: 'medicine',
    petType: 'any',
    unit: 'strip of 10 tablets',
    description: 'Antibiotic course for skin, wound and urinary infections, as the vet prescribes.',
    price: 240,
    taxRate: 5,
  },
  {
    id: 'med-doxycycline-100-tablets',
    title: 'Doxycycline 100 mg',
    kind: 'medicine',
    petType: 'dog',
    unit: 'strip of 10 tablets',
    description: 'Antibiotic for tick fever (ehrlichiosis, anaplasmosis), usually a 28-day course.',
    price: 120,
    taxRate: 5,
  },
  {
    id: 'med-ringer-lactate-500',
    title: 'Ringer lactate IV fluid',
    kind: 'medicine',
    petType: 'any',
    unit: '500 ml bottle',
    description: 'Fluid given into a vein or under the skin for dehydration.',
    price: 95,
    taxRate: 5,
  },
  {
    id: 'cons-syringe-needle',
    title: 'Disposable syringe with needle',
    kind: 'consumable',
    petType: 'any',
    unit: '1 syringe',
    description: 'Sterile single-use syringe and needle for an injection.',
    price: 15,
    taxRate: 5,
  },
  {
    id: 'cons-iv-cannula-set',
    title: 'IV cannula and drip set',
    kind: 'consumable',
    petType: 'any',
    unit: '1 set',
    description: 'Cannula, drip set and fixing tape for giving fluids into a vein.',
    price: 180,
    taxRate: 5,
  },
  {
    id: 'cons-wound-dressing',
    title: 'Wound dressing (gauze, bandage, tape)',
    kind: 'consumable',
    petType: 'any',
    unit: '1 dressing',
    description: 'Sterile gauze, a crepe bandage and tape to dress a wound.',
    price: 120,
    taxRate: 5,
  },
  {
    id: 'cons-elizabethan-collar',
    title: 'Elizabethan collar (cone)',
    kind: 'consumable',
    petType: 'any',
    unit: '1 collar',
    description: 'A plastic cone that stops a pet licking a wound or stitches.',
    price: 350,
    taxRate: 18,
  },
]
