import { CAT_VACCINATION_GUIDE, CAT_VACCINATION_SHEET } from './cat-vaccination.ts'
import { CAT_CONSULTATION_GUIDE, CAT_HEALTH_CONSULTATION, CONSULTATION_SHEET, DOG_HEALTH_CONSULTATION } from './consultation.ts'
import { DOG_VACCINATION_GUIDE, DOG_VACCINATION_SHEET } from './dog-vaccination.ts'
import { CAT_GROOMING, DOG_GROOMING } from './grooming.ts'
import { CAT_LAB_TEST, DOG_LAB_TEST, LAB_TESTS_GUIDE } from './lab-tests.ts'
import { CAT_NEUTER_SURGERY, DOG_NEUTER_SURGERY } from './neuter-surgery.ts'
import type { ServicePageContent } from './types.ts'
import { VIDEO_CONSULTATION } from './video-consultation.ts'

/** The copy of each service page of the route table (module 'service'), by path. */
export const SERVICE_PAGE_CONTENT: Readonly<Record<string, ServicePageContent>> = {
  '/services/dog-vaccination': DOG_VACCINATION_SHEET,
  '/services/cat-vaccination': CAT_VACCINATION_SHEET,
  '/services/consultation': CONSULTATION_SHEET,
  '/services/lab-tests': LAB_TESTS_GUIDE,
  '/consultation': CAT_CONSULTATION_GUIDE,
  '/dog-vaccination': DOG_VACCINATION_GUIDE,
  '/cat-vaccination': CAT_VACCINATION_GUIDE,
  '/dog-grooming': DOG_GROOMING,
  '/cat-grooming': CAT_GROOMING,
  '/dog-health-consultation': DOG_HEALTH_CONSULTATION,
  '/cat-health-consultation': CAT_HEALTH_CONSULTATION,
  '/dog-lab-test': DOG_LAB_TEST,
  '/cat-lab-test': CAT_LAB_TEST,
  '/dog-neuter-surgery': DOG_NEUTER_SURGERY,
  '/cat-neuter-surgery': CAT_NEUTER_SURGERY,
  '/video-consultation': VIDEO_CONSULTATION,
}
