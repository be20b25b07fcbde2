import { PET_GROOMING_NEAR_ME, PET_HEALTH_CHECKUP_NEAR_ME, PET_LAB_TEST_NEAR_ME, PET_VACCINATION_NEAR_ME } from './everyday-care.ts'
import { PET_CLINIC_NEAR_ME, PET_HOSPITAL_NEAR_ME, SERVICES_NEAR_ME, VETERINARIAN_NEAR_ME } from './finding-a-vet.ts'
import { CAT_NEUTER_NEAR_ME, CAT_SPAYING_NEAR_ME, DOG_NEUTER_NEAR_ME, DOG_SPAYING_NEAR_ME } from './sterilisation.ts'
import type { NearMePageContent } from './types.ts'

/** The copy of each near-me page of the route table, by path. */
export const NEAR_ME_PAGE_CONTENT: Readonly<Record<string, NearMePageContent>> = {
  '/services-near-me': SERVICES_NEAR_ME,
  '/pet-clinic-near-me': PET_CLINIC_NEAR_ME,
  '/pet-hospital-near-me': PET_HOSPITAL_NEAR_ME,
  '/veterinarian-near-me': VETERINARIAN_NEAR_ME,
  '/pet-grooming-near-me': PET_GROOMING_NEAR_ME,
  '/pet-vaccination-near-me': PET_VACCINATION_NEAR_ME,
  '/pet-health-checkup-near-me': PET_HEALTH_CHECKUP_NEAR_ME,
  '/pet-lab-test-near-me': PET_LAB_TEST_NEAR_ME,
  '/dog-neuter-near-me': DOG_NEUTER_NEAR_ME,
  '/dog-spaying-near-me': DOG_SPAYING_NEAR_ME,
  '/cat-neuter-near-me': CAT_NEUTER_NEAR_ME,
  '/cat-spaying-near-me': CAT_SPAYING_NEAR_ME,
}
