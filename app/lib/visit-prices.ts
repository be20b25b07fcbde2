/**
 * The default visit charges of the spec (section 9), in rupees: list price and the price
 * charged. Display only; the server computes every amount from its own catalogue.
 */
export const VISIT_PRICES = [
  { visitType: 'home', label: 'Home visit', listPrice: 999, price: 799 },
  { visitType: 'clinic', label: 'Clinic consultation', listPrice: 699, price: 499 },
  { visitType: 'video', label: 'Video consultation', listPrice: 199, price: 149 },
] as const

export type VisitType = (typeof VISIT_PRICES)[number]['visitType']

export function visitPrice(visitType: VisitType) {
  const entry = VISIT_PRICES.find((candidate) => candidate.visitType === visitType)
  if (!entry) throw new Error(`No price for visit type ${visitType}`)
  return entry
}
