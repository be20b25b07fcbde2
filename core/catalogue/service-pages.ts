/**
 * Which catalogue services each service page of the route table offers, in the order shown.
 * The prices themselves always come from the server's catalogue.
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
}

export function serviceIdsForPage(path: string): readonly string[] {
  return SERVICE_PAGE_OFFERS[path] ?? []
}
