import type { VaccineId } from './vaccination-schedules.ts'

/**
 * The vaccines of the schedules that a vet's written name stands for. Vets write what is on the
 * vial: a combination's letters (DHPPi, DHPPiL, DHLPP), a count ("7-in-1"), the disease (rabies,
 * lepto) or the feline core trio (FVRCP, tricat, RCP). A name it cannot read gives none: the dose
 * then stays in the visit record only, and the plan is not moved on by a guess.
 */
export function vaccineIdsOfName(written: string): VaccineId[] {
  const name = written.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()
  const words = new Set(name.split(' '))
  const found = new Set<VaccineId>()
  const compact = name.replace(/ /g, '')

  if (/\b(rabies|anti ?rabies|arv)\b/.test(name)) found.add('rabies')
  if (/\b(fvrcp|tricat|trivalent feline|rcp|rcpch)\b/.test(name) || compact.includes('fvrcp')) found.add('fvrcp')
  // A canine combination: distemper, hepatitis (adenovirus), parvovirus, parainfluenza.
  const combination = /\b(dhpp|dhppi|dhppil|dhlpp|dhlppi|dapp|da2pp|da2ppl|dhp)\b/.test(name) || /\b([5-9]|10) ?in ?1\b/.test(name)
  if (combination) found.add('dhppi')
  // Leptospirosis: named, or the L of a combination (DHPPiL, DHPPi+L, DHLPP) or a 7-in-1 and above.
  if (words.has('lepto') || (combination && words.has('l')) || name.includes('leptospir') || /\b(dhppil|dhlpp|dhlppi|da2ppl)\b/.test(name) || /\b([7-9]|10) ?in ?1\b/.test(name)) {
    found.add('leptospirosis')
  }
  return [...found]
}
