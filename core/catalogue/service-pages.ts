/**
 * Which catalogue services each service, city and near-me page of the route table offers, in
 * the order shown. The prices themselves always come from the server's catalogue.
 */
export const SERVICE_PAGE_OFFERS: Readonly<Record<string, readonly string[]>> = {
  '/services': ['home-visit', 'clinic-consultation', 'video-consultation', 'dog-vaccination-core', 'cat-vaccination-core', 'dog-lab-blood-panel', 'dog-grooming', 'cat-grooming'],
  '/services/dog-vaccination': ['dog-vaccination-core', 'dog-vaccination-rabies'],
  '/services/cat-vaccination': ['cat-vaccination-core', 'cat-vaccination-rabies'],
  '/services/consultation': ['home-visit', 'clinic-consultation', 'video-consultation'],
  '/services/lab-tests': ['dog-lab-blood-panel', 'dog-lab-tick-fever', 'cat-lab-blood-panel'],
  '/consultation': ['cat-health-checkup', 'home-visit', 'video-consultation'],
  '/dog-vaccination': ['dog-vaccination-core', 'dog-vaccination-rabies'],
  '/cat-vaccination': ['cat-vaccination-core', 'cat-vaccination-rabies'],
  '/dog-grooming': ['dog-grooming'],
  '/cat-grooming': ['cat-grooming'],
  '/dog-health-consultation': ['dog-health-checkup', 'video-consultation'],
  '/cat-health-consultation': ['cat-health-checkup', 'video-consultation'],
  '/dog-lab-test': ['dog-lab-blood-panel', 'dog-lab-tick-fever'],
  '/cat-lab-test': ['cat-lab-blood-panel'],
  '/dog-neuter-surgery': ['dog-neuter', 'dog-spay'],
  '/cat-neuter-surgery': ['cat-neuter', 'cat-spay'],
  '/video-consultation': ['video-consultation'],
  '/pricing': ['home-visit', 'clinic-consultation', 'video-consultation'],

  '/pet-clinic-gurgaon-vet-home-visit': ['home-visit', 'dog-vaccination-core', 'dog-lab-tick-fever', 'dog-grooming', 'cat-vaccination-core', 'video-consultation'],
  '/pet-clinic-delhi-vet-home-visit': ['home-visit', 'dog-vaccination-rabies', 'dog-vaccination-core', 'cat-health-checkup', 'dog-lab-blood-panel', 'video-consultation'],
  '/pet-clinic-noida-vet-home-visit': ['home-visit', 'dog-vaccination-rabies', 'cat-vaccination-core', 'dog-grooming', 'cat-spay', 'clinic-consultation'],
  '/pet-clinic-faridabad-vet-home-visit': ['home-visit', 'dog-lab-tick-fever', 'dog-vaccination-core', 'dog-health-checkup', 'dog-neuter', 'video-consultation'],
  '/pet-clinic-ghaziabad-vet-home-visit': ['home-visit', 'dog-vaccination-rabies', 'cat-vaccination-core', 'cat-grooming', 'dog-spay', 'video-consultation'],

  '/services-near-me': ['home-visit', 'clinic-consultation', 'video-consultation', 'dog-vaccination-core', 'cat-vaccination-core', 'dog-grooming'],
  '/pet-clinic-near-me': ['clinic-consultation', 'home-visit', 'video-consultation'],
  '/pet-hospital-near-me': ['video-consultation', 'home-visit', 'clinic-consultation'],
  '/veterinarian-near-me': ['home-visit', 'dog-health-checkup', 'cat-health-checkup', 'video-consultation'],
  '/pet-grooming-near-me': ['dog-grooming', 'cat-grooming'],
  '/pet-vaccination-near-me': ['dog-vaccination-core', 'dog-vaccination-rabies', 'cat-vaccination-core', 'cat-vaccination-rabies'],
  '/pet-health-checkup-near-me': ['dog-health-checkup', 'cat-health-checkup', 'dog-lab-blood-panel', 'cat-lab-blood-panel'],
  '/pet-lab-test-near-me': ['dog-lab-blood-panel', 'dog-lab-tick-fever', 'cat-lab-blood-panel'],
  '/dog-neuter-near-me': ['dog-neuter', 'video-consultation'],
  '/dog-spaying-near-me': ['dog-spay', 'video-consultation'],
  '/cat-neuter-near-me': ['cat-neuter', 'video-consultation'],
  '/cat-spaying-near-me': ['cat-spay', 'video-consultation'],
}

export function serviceIdsForPage(path: string): readonly string[] {
  return SERVICE_PAGE_OFFERS[path] ?? []
}

/** The services of `ids` found in the catalogue, in the order of `ids`; unknown ids are left out. */
export function servicesInOrder<Service extends { id: string }>(catalogue: readonly Service[], ids: readonly string[]): Service[] {
  return ids.flatMap((id) => catalogue.filter((service) => service.id === id))
}
