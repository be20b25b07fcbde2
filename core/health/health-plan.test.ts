import { describe, expect, it } from 'vitest'
import { type GivenDose, type PlanInput, addDays, addMonths, healthPlan, nextDueOfDoses, reminderStageOn, statusOn } from './health-plan.ts'

const TODAY = '2026-11-25'
const bornWeeksAgo = (weeks: number) => addDays(TODAY, -weeks * 7)

function plan(overrides: Partial<PlanInput>) {
  return healthPlan({ species: 'dog', young: true, birthDate: null, doses: [], today: TODAY, ...overrides })
}

const open = (items: ReturnType<typeof plan>, vaccine: string) => items.filter((item) => item.vaccine === vaccine && item.status !== 'done')
const vaccine = (vaccineId: GivenDose['vaccine'], givenOn: string, source: GivenDose['source'] = 'owner'): GivenDose => ({ kind: 'vaccination', vaccine: vaccineId, givenOn, source })

describe('the vaccination plan of a puppy', () => {
  it('a newborn puppy: first DHPPi at 6 weeks, doses every 3 weeks, the last at 16 weeks, a booster at 6 months, then a repeat 3 years on', () => {
    const birthDate = bornWeeksAgo(1)
    const items = open(plan({ birthDate }), 'dhppi')
    expect(items.slice(0, 5).map((item) => daysFromBirth(birthDate, item.dueDate) / 7)).toEqual([6, 9, 12, 16, 26])
    expect(items[5]?.dueDate).toBe(addMonths(items[4]?.dueDate as string, 36))
    expect(items[0]).toMatchObject({ name: 'DHPPi dose 1', status: 'upcoming' })
    expect(items.at(-2)?.name).toBe('DHPPi booster')
  })

  it.each([
    [3, 'upcoming'],
    [4, 'due'],
    [5, 'due'],
    [6, 'due'],
    [8, 'overdue'],
    [10, 'overdue'],
  ] as const)('a puppy of %i weeks with nothing recorded: the first DHPPi is %s', (weeks, status) => {
    const items = open(plan({ birthDate: bornWeeksAgo(weeks) }), 'dhppi')
    expect(items[0]?.status).toBe(status)
    // Only the first open dose can be late: the next counts from today at the earliest.
    expect(items.slice(1).every((item) => item.status !== 'overdue')).toBe(true)
  })

  it('a puppy past its first-dose window with nothing recorded starts today', () => {
    const items = open(plan({ birthDate: bornWeeksAgo(12) }), 'dhppi')
    expect(items[0]).toMatchObject({ dueDate: TODAY, status: 'due' })
  })

  it('anti-rabies at 12 weeks, a booster a year later, then yearly', () => {
    const birthDate = bornWeeksAgo(2)
    const items = open(plan({ birthDate }), 'rabies')
    expect(items.map((item) => item.name)).toEqual(['anti-rabies dose 1', 'anti-rabies booster', 'anti-rabies yearly dose'])
    expect(items[0]?.dueDate).toBe(addDays(birthDate, 12 * 7))
    expect(items[2]?.dueDate).toBe(addMonths(items[1]?.dueDate as string, 12))
  })

  it('the plan moves on from what was given: the next dose counts from the day the last one was given', () => {
    const birthDate = bornWeeksAgo(8)
    const items = plan({ birthDate, doses: [vaccine('dhppi', addDays(birthDate, 7 * 7), 'vet')] })
    const dhppi = items.filter((item) => item.vaccine === 'dhppi')
    expect(dhppi[0]).toMatchObject({ status: 'done', verifiedByVet: true, givenOn: addDays(birthDate, 49) })
    expect(dhppi[1]?.dueDate).toBe(addDays(birthDate, 49 + 21))
    expect(dhppi[1]?.status).toBe('due')
  })

  it("a vet's next date is kept for the next dose", () => {
    const birthDate = bornWeeksAgo(7)
    const dose: GivenDose = { ...vaccine('dhppi', addDays(TODAY, -7), 'vet'), nextDueOn: addDays(TODAY, 30) }
    expect(open(plan({ birthDate, doses: [dose] }), 'dhppi')[0]?.dueDate).toBe(addDays(TODAY, 30))
  })

  it('a fully vaccinated dog has only its repeat open', () => {
    const birthDate = '2024-01-01'
    const doses = ['2024-02-12', '2024-03-04', '2024-03-25', '2024-04-22', '2025-01-06'].map((date) => vaccine('dhppi', date))
    const items = open(plan({ birthDate, young: false, doses }), 'dhppi')
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ dueDate: '2028-01-06', status: 'upcoming', name: 'DHPPi repeat dose' })
  })
})

describe('the vaccination plan of a kitten and a cat', () => {
  it('a newborn kitten: FVRCP from 8 weeks every 4 weeks to 16 weeks, anti-rabies at 12 weeks; no dog vaccines', () => {
    const birthDate = bornWeeksAgo(0)
    const items = plan({ species: 'cat', birthDate })
    expect(items.some((item) => item.vaccine === 'dhppi' || item.vaccine === 'leptospirosis')).toBe(false)
    expect(open(items, 'fvrcp').map((item) => daysFromBirth(birthDate, item.dueDate) / 7).slice(0, 3)).toEqual([8, 12, 16])
    expect(open(items, 'rabies')[0]?.dueDate).toBe(addDays(birthDate, 12 * 7))
  })

  it('a kitten of 9 weeks with nothing recorded: its first FVRCP is overdue', () => {
    expect(open(plan({ species: 'cat', birthDate: bornWeeksAgo(9) }), 'fvrcp')[0]?.status).toBe('overdue')
  })

  it('a cat adopted as an adult with unknown history: two FVRCP doses 4 weeks apart from today and one anti-rabies today', () => {
    const items = plan({ species: 'cat', young: false, birthDate: null })
    const fvrcp = open(items, 'fvrcp')
    expect(fvrcp.slice(0, 2).map((item) => item.dueDate)).toEqual([TODAY, addDays(TODAY, 28)])
    expect(open(items, 'rabies')[0]).toMatchObject({ dueDate: TODAY, status: 'due' })
  })
})

describe('an adult dog adopted with unknown history', () => {
  it('one DHPPi and one anti-rabies today, boosters later, and nothing overdue', () => {
    const items = plan({ young: false, birthDate: null })
    expect(items.some((item) => item.status === 'overdue')).toBe(false)
    const dhppi = open(items, 'dhppi')
    expect(dhppi[0]).toMatchObject({ dueDate: TODAY, name: 'DHPPi dose 1' })
    expect(dhppi[1]?.name).toBe('DHPPi booster')
    expect(open(items, 'rabies')[0]?.dueDate).toBe(TODAY)
  })

  it('with a known birth date three years back: the same short course from today', () => {
    const items = plan({ young: false, birthDate: '2023-11-01' })
    expect(open(items, 'dhppi')[0]?.dueDate).toBe(TODAY)
    expect(open(items, 'dhppi')[1]?.name).toBe('DHPPi booster')
  })
})

describe('worming and tick and flea prevention', () => {
  const worming = (items: ReturnType<typeof plan>) => items.filter((item) => item.kind === 'deworming' && item.status !== 'done')

  it.each([
    [2, 4, 'every 2 weeks until 12 weeks'],
    [8, 10, 'every 2 weeks until 12 weeks'],
  ])('a puppy wormed at %i weeks is wormed again at %i weeks (%s)', (givenAt, nextAt) => {
    const birthDate = bornWeeksAgo(givenAt)
    const doses: GivenDose[] = [{ kind: 'deworming', vaccine: null, givenOn: addDays(birthDate, givenAt * 7), source: 'owner' }]
    expect(worming(plan({ birthDate, doses }))[0]?.dueDate).toBe(addDays(birthDate, nextAt * 7))
  })

  it('monthly from 12 weeks to 6 months, then every 3 months', () => {
    const birthDate = bornWeeksAgo(40)
    const at = (weeks: number): GivenDose => ({ kind: 'deworming', vaccine: null, givenOn: addDays(birthDate, weeks * 7), source: 'owner' })
    expect(worming(plan({ birthDate, doses: [at(14)] }))[0]?.dueDate).toBe(addDays(birthDate, 14 * 7 + 30))
    expect(worming(plan({ birthDate, doses: [at(30)] }))[0]?.dueDate).toBe(addDays(birthDate, 30 * 7 + 91))
  })

  it('a newborn kitten is first wormed at 3 weeks; tick and flea prevention from 8 weeks', () => {
    const birthDate = bornWeeksAgo(0)
    const items = plan({ species: 'cat', birthDate })
    expect(worming(items)[0]?.dueDate).toBe(addDays(birthDate, 21))
    expect(items.find((item) => item.kind === 'tick-flea')?.dueDate).toBe(addDays(birthDate, 56))
  })

  it('an adult never wormed is due today, not months overdue', () => {
    expect(worming(plan({ young: false, birthDate: '2022-05-01' }))[0]).toMatchObject({ dueDate: TODAY, status: 'due' })
  })
})

describe('statuses, registration and reminders', () => {
  it.each([
    ['2026-11-24', 'overdue'],
    ['2026-11-25', 'due'],
    ['2026-12-09', 'due'],
    ['2026-12-10', 'upcoming'],
  ] as const)('a dose due on %s is %s on 25 Nov', (date, status) => expect(statusOn(date, TODAY)).toBe(status))

  it('the registration renewal is an item of the plan', () => {
    expect(plan({ registrationRenewsOn: '2026-12-01' }).find((item) => item.kind === 'registration')).toMatchObject({ dueDate: '2026-12-01', status: 'due' })
  })

  it.each([
    [8, null],
    [7, 'week-before'],
    [3, 'week-before'],
    [1, 'day-before'],
    [0, 'due-today'],
    [-1, 'overdue'],
    [-7, 'overdue'],
    [-8, null],
  ] as const)('%i days before the date the reminder is %s', (days, stage) => {
    const item = { key: 'k', kind: 'vaccination', vaccine: 'rabies', name: 'x', dueDate: addDays(TODAY, days), status: statusOn(addDays(TODAY, days), TODAY), givenOn: null, verifiedByVet: false } as const
    expect(reminderStageOn(item, TODAY)).toBe(stage)
  })

  it('a done dose is never reminded of', () => {
    const items = plan({ birthDate: bornWeeksAgo(6), doses: [vaccine('dhppi', TODAY)] })
    expect(reminderStageOn(items.find((item) => item.status === 'done') as (typeof items)[number], TODAY)).toBeNull()
  })

  it('the month arithmetic stays in the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2026-11-25', 36)).toBe('2029-11-25')
  })
})

function daysFromBirth(birthDate: string, date: string): number {
  return Math.round((Date.parse(date) - Date.parse(birthDate)) / 86_400_000)
}

describe('the next due date of each dose, as the vaccination card shows it', () => {
  const firstOpen = (items: ReturnType<typeof plan>, kind: string, vaccineId: string | null) =>
    items.filter((item) => item.kind === kind && item.vaccine === vaccineId && item.status !== 'done').sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]?.dueDate

  it('the latest dose of each vaccine and treatment shows the plan’s next date for it, whatever was written with it', () => {
    const birthDate = bornWeeksAgo(10)
    const doses: GivenDose[] = [
      vaccine('dhppi', addDays(birthDate, 6 * 7)),
      { ...vaccine('dhppi', addDays(birthDate, 9 * 7), 'vet'), nextDueOn: addDays(birthDate, 12 * 7) },
      vaccine('leptospirosis', addDays(TODAY, -4)),
      { kind: 'deworming', vaccine: null, givenOn: addDays(TODAY, -10), source: 'owner' },
    ]
    const items = plan({ birthDate, doses })
    const next = nextDueOfDoses(items, doses)
    expect(next[1]).toBe(firstOpen(items, 'vaccination', 'dhppi'))
    expect(next[1]).toBe(addDays(birthDate, 12 * 7))
    expect(next[2]).toBe(firstOpen(items, 'vaccination', 'leptospirosis'))
    expect(next[2]).not.toBeNull()
    expect(next[3]).toBe(firstOpen(items, 'deworming', null))
    // Dose 1 was followed by dose 2: it keeps what was written with it, here nothing.
    expect(next[0]).toBeNull()
  })

  it('a first dose with no date written (the owner’s entry) still has the plan’s next date, never a blank', () => {
    const doses = [vaccine('dhppi', TODAY)]
    const items = plan({ birthDate: bornWeeksAgo(8), doses })
    const [next] = nextDueOfDoses(items, doses)
    expect(next).toBe(items.find((item) => item.key === 'vaccination:dhppi:2')?.dueDate)
    expect(next! > TODAY).toBe(true)
  })

  it('a dose of a vaccine the plan does not follow keeps the date written with it', () => {
    const doses: GivenDose[] = [{ kind: 'vaccination', vaccine: null, givenOn: TODAY, source: 'vet', nextDueOn: '2027-11-25' }]
    expect(nextDueOfDoses(plan({ doses }), doses)).toEqual(['2027-11-25'])
  })
})
