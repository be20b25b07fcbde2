import { ADULT_DEWORMING, dewormingPlanFor } from '../health/health-plan.ts'
import { coursesFor, firstCourseWeeks } from '../health/vaccination-schedules.ts'
import { parseAge, youngStage } from './age.ts'
import { type AssistantPet, isFlatFaced } from './pet.ts'
import { NOT_A_DIAGNOSIS } from './triage.ts'

/**
 * The pet care recommender's plan from category, breed and age: diet, exercise, grooming, and the
 * vaccination and deworming schedule used in India: vaccines from the shared schedule tables
 * (core/health/vaccination-schedules.ts, WSAVA 2024), deworming from core/health/health-plan.ts (ESCCAP).
 */
export type CarePlan = { sections: { heading: string; lines: string[] }[]; reply: string; offersVaccination: boolean }

function lifeStage(weeks: number | null, pet: AssistantPet): 'young' | 'adult' | 'senior' {
  const category = pet.category
  if (weeks === null) return 'adult'
  if (category === 'dog' || category === 'cat' ? youngStage(category, pet.age) !== 'grown' : weeks < 13) return 'young'
  // Cats are senior from about 10 years (AAHA/AAFP senior care), dogs from about 8 (AAHA); rabbits from 6.
  const seniorYears = category === 'cat' ? 10 : category === 'dog' ? 8 : category === 'rabbit' ? 6 : 100
  return weeks >= seniorYears * 52 ? 'senior' : 'adult'
}

function every(months: number): string {
  return months % 12 === 0 ? (months === 12 ? 'every year' : `every ${months / 12} years`) : `every ${months} months`
}

/** The vaccination lines from the shared schedule tables (core/health), with deworming from the one schedule in core/health/health-plan.ts. */
export function vaccinationLines(category: AssistantPet['category'], stage: 'young' | 'adult' | 'senior'): string[] {
  if (category === 'dog' || category === 'cat') {
    const courses = coursesFor(category)
    const vaccines =
      stage === 'young'
        ? courses.map((course) => {
            const booster = course.boosterWeeks ? `, a booster at ${Math.round(course.boosterWeeks.from / 4.33)}-${Math.round(course.boosterWeeks.to / 4.33)} months` : ''
            const doses = firstCourseWeeks(course)
            const when = doses.length === 1 ? `a dose at ${doses[0]} weeks` : `doses at ${doses.join(', ')} weeks`
            return `${course.name}, against ${course.protectsAgainst}: ${when}${booster}, then ${every(course.thenEveryMonths)}.`
          })
        : courses.map((course) => `${course.name}: ${every(course.thenEveryMonths)} at most between doses.`)
    const deworming =
      stage === 'young'
        ? `Deworming: ${dewormingPlanFor(category)}`
        : `Deworming ${ADULT_DEWORMING}, and ${category === 'dog' ? 'tick and flea' : 'flea'} control all year round in India.`
    return [...vaccines, deworming]
  }
  if (category === 'rabbit') return ['Rabbits in India are not routinely vaccinated; a yearly health check and a check of the teeth are what matter most.']
  return ['A yearly health check with a vet who treats your kind of pet.']
}

function dietLines(pet: AssistantPet, stage: 'young' | 'adult' | 'senior'): string[] {
  switch (pet.category) {
    case 'dog':
      return [
        stage === 'young' ? 'A complete puppy food in 3-4 small meals a day until 6 months, then 2 meals.' : 'A complete and balanced dog food in 2 measured meals a day; treats under a tenth of the day’s food.',
        'Never: chocolate, grapes or raisins, onion, garlic, xylitol (sugar-free sweets) or cooked bones.',
        ...(stage === 'senior' ? ['A senior diet and a check of weight every 3 months.'] : []),
      ]
    case 'cat':
      return [
        stage === 'young' ? 'A complete kitten food in 3-4 small meals a day.' : 'A complete cat food (cats need meat: never a vegetarian diet), with wet food for water intake.',
        'Never: onion, garlic, lilies in the house, or milk as a main drink.',
      ]
    case 'rabbit':
      return ['Unlimited fresh hay (80% of the diet), leafy greens daily, a small amount of pellets.']
    case 'bird':
      return ['A pellet-based diet with fresh vegetables; seeds only as treats; no avocado or chocolate.']
    case 'hamster':
      return ['Hamster pellets with small pieces of vegetables; fresh water daily.']
    case 'fish':
      return ['Feed only what is eaten in 2 minutes, once or twice a day; test the water weekly.']
    default:
      return ['A diet made for your kind of pet; ask a vet who treats exotic pets.']
  }
}

function exerciseLines(pet: AssistantPet, stage: 'young' | 'adult' | 'senior'): string[] {
  const flatFaced = isFlatFaced(pet.breed)
  if (pet.category === 'dog') {
    return [
      stage === 'young' ? 'Short, gentle play sessions several times a day, with rest in between; no long runs or jumping until your vet says the joints are ready.' : stage === 'senior' ? 'Gentle walks of 20-30 minutes twice a day.' : 'At least 30-60 minutes of walks and play a day.',
      flatFaced
        ? `As a flat-faced breed, your ${pet.breed.trim()} overheats easily: walk before 8 am and after sunset in summer, never in the afternoon heat.`
        : 'In Delhi summers walk early in the morning and after sunset; check that the road is not too hot for the paws.',
    ]
  }
  if (pet.category === 'cat') return ['Two or three play sessions of 10-15 minutes a day with wand toys; a scratching post and a high perch.', ...(flatFaced ? ['Keep flat-faced cats in a cool room in summer.'] : [])]
  if (pet.category === 'rabbit') return ['At least 3-4 hours a day out of the cage in a safe room.']
  return ['Space and enrichment suited to your pet, every day.']
}

function groomingLines(pet: AssistantPet): string[] {
  const breed = pet.breed.toLowerCase()
  const longCoat = /persian|shih|lhasa|golden|pomeranian|husky|himalayan|maine|ragdoll|spitz|collie/.test(breed)
  if (pet.category === 'dog') return [longCoat ? 'Brush every day and see a groomer every 6-8 weeks; dry the coat fully after baths.' : 'Brush once or twice a week; a bath every 3-4 weeks with a dog shampoo.', 'Check for ticks after every walk, trim nails monthly, check the ears weekly (see a vet for redness, smell or scratching).']
  if (pet.category === 'cat') return [longCoat ? 'Brush every day to prevent mats and hairballs.' : 'Brush weekly; most cats need no baths.', 'Trim nails every 2-3 weeks.']
  if (pet.category === 'rabbit') return ['Brush weekly (daily when moulting); never bathe a rabbit.']
  return ['Keep the cage or tank clean every week.']
}

export function carePlan(pet: AssistantPet): CarePlan {
  const age = parseAge(pet.age)
  const stage = lifeStage(age.ok ? age.weeks : null, pet)
  const who = pet.breed.trim() ? `${pet.breed.trim()} (${pet.age.trim()})` : pet.category
  const sections = [
    { heading: `Care plan for your ${who}`, lines: [`Life stage: ${stage === 'young' ? (pet.category === 'dog' ? 'puppy' : pet.category === 'cat' ? 'kitten' : 'young') : stage}.`] },
    { heading: 'Diet', lines: dietLines(pet, stage) },
    { heading: 'Exercise', lines: exerciseLines(pet, stage) },
    { heading: 'Grooming', lines: groomingLines(pet) },
    { heading: 'Vaccination and deworming', lines: vaccinationLines(pet.category, stage) },
    { heading: 'Note', lines: [NOT_A_DIAGNOSIS] },
  ]
  const reply = sections.map((section) => [section.heading, ...section.lines.map((line) => `- ${line}`)].join('\n')).join('\n\n')
  return { sections, reply, offersVaccination: pet.category === 'dog' || pet.category === 'cat' }
}
