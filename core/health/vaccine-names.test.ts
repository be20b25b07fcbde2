import { describe, expect, it } from 'vitest'
import { vaccineIdsOfName } from './vaccine-names.ts'

describe('vaccineIdsOfName', () => {
  it.each([
    ['DHPPi', ['dhppi']],
    ['Nobivac DHPPi', ['dhppi']],
    ['DHPPiL', ['dhppi', 'leptospirosis']],
    ['DHLPP booster', ['dhppi', 'leptospirosis']],
    ['Nobivac DHPPi+L', ['dhppi', 'leptospirosis']],
    ['Canine 7-in-1', ['dhppi', 'leptospirosis']],
    ['5 in 1', ['dhppi']],
    ['Anti-rabies', ['rabies']],
    ['Nobivac Rabies', ['rabies']],
    ['ARV', ['rabies']],
    ['Leptospirosis (Nobivac Lepto)', ['leptospirosis']],
    ['FVRCP', ['fvrcp']],
    ['Feline tricat', ['fvrcp']],
    ['Purevax RCP', ['fvrcp']],
  ])('reads %s', (written, ids) => {
    expect(vaccineIdsOfName(written).sort()).toEqual([...ids].sort())
  })

  it.each(['Kennel cough', 'Coronavirus', 'booster', '', 'Vitamin B12 injection'])('reads nothing into %s', (written) => {
    expect(vaccineIdsOfName(written)).toEqual([])
  })
})
