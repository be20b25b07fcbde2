import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { SAMPLE_CLINICS } from '../server/db/sample-clinics.ts'
import { ClinicsQuery } from '../core/contracts/clinics.ts'
import { type Database, openDatabase } from '../server/db/client.ts'
import { clinics } from '../server/db/schema.ts'
import { createClinicsRepo } from '../server/modules/clinics/repo.ts'
import { createClinicsService } from '../server/modules/clinics/service.ts'
import type { Figure } from './figure.ts'
import { percentile } from './load-client.ts'

/** The search's budget (the clinics issue): p95 under 50 ms with 5,000 live clinics. */
export const CLINIC_SEARCH_BUDGET_MS = 50
const CLINICS = 5_000
const ROUNDS = 40

const LOCALITY_WORDS = ['Sector', 'Nagar', 'Vihar', 'Enclave', 'Colony', 'Extension', 'Market', 'Puram', 'Park', 'Garden']
const NAME_WORDS = ['Paws', 'Tails', 'Whiskers', 'Care', 'Vet', 'Animal', 'Pet', 'Healing', 'Friends', 'Companion', 'Shree', 'Jeevan']

/** 5,000 clinics spread over Delhi NCR, made from the sample clinics with varied names and places. */
async function fill(database: Database): Promise<void> {
  await database.db.execute(sql`delete from clinics`)
  const rows = Array.from({ length: CLINICS }, (_, index) => {
    const base = SAMPLE_CLINICS[index % SAMPLE_CLINICS.length]!
    const name = `${NAME_WORDS[index % NAME_WORDS.length]} ${NAME_WORDS[(index * 7) % NAME_WORDS.length]} Clinic ${index}`
    const locality = `${LOCALITY_WORDS[index % LOCALITY_WORDS.length]} ${index % 97}`
    return {
      ...base,
      id: `bench-clinic-${index}`,
      slug: `bench-clinic-${index}`,
      name,
      locality,
      latitude: base.latitude + ((index % 41) - 20) * 0.004,
      longitude: base.longitude + ((index % 37) - 18) * 0.004,
      sample: true,
      status: 'live',
      vetRegistrations: [],
    }
  })
  for (let start = 0; start < rows.length; start += 500) await database.db.insert(clinics).values(rows.slice(start, start + 500))
}

/** The finder's searches, as the pages send them. */
const QUERIES: ClinicsQuery[] = [
  '',
  'q=paws',
  'q=whiskrs+care',
  'q=sohna+raod',
  'pincode=110024',
  'lat=28.495&lon=77.0895&service=vaccination&openNow=true',
  'city=Noida&service=emergency&open24x7=true',
  'q=dental+indirapuram',
].map((query) => ClinicsQuery.parse(Object.fromEntries(new URLSearchParams(query))))

async function measureOn(database: Database, label: string): Promise<Figure> {
  await fill(database)
  const service = createClinicsService({
    repo: createClinicsRepo(database.db),
    // The place of a PIN code, as the directory answers it.
    pincodes: { place: async (pincode) => ({ pincode, label: pincode, latitude: 28.5724, longitude: 77.2365 }) },
    clock: { now: () => new Date() },
    sms: { name: 'none', send: async () => {} },
    mailer: { name: 'none', send: async () => {} },
    logger: { warn: () => {} } as never,
    siteOrigin: 'http://localhost',
    sendJob: async () => {},
  })
  // The first search reads the clinics; later ones check their version and reuse them.
  await service.search(QUERIES[0]!)
  const samples: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of QUERIES) {
      const started = performance.now()
      const result = await service.search(query)
      samples.push(performance.now() - started)
      if (round === 0 && result.total === 0 && !query.open24x7) throw new Error(`no clinic found for ${JSON.stringify(query)}`)
    }
  }
  return {
    name: `clinic-search-p95-${label}`,
    value: Math.round(percentile(samples, 95) * 100) / 100,
    unit: 'ms',
    budget: CLINIC_SEARCH_BUDGET_MS,
    limit: 'at-most',
    note: `${CLINICS.toLocaleString('en-US')} clinics, ${samples.length} searches, median ${percentile(samples, 50).toFixed(2)} ms`,
  }
}

/** The finder's search with 5,000 clinics: on PGlite always, on PostgreSQL when BENCH_DATABASE_URL is set. */
export async function measureClinicSearch(): Promise<Figure[]> {
  const figures: Figure[] = []
  const pglite = await openDatabase({ kind: 'pglite', dataDir: null })
  try {
    figures.push(await measureOn(pglite, 'pglite'))
  } finally {
    await pglite.close()
  }
  const url = process.env.BENCH_DATABASE_URL
  if (url) {
    const postgres = await openDatabase({ kind: 'postgres', url, poolSize: 5 })
    try {
      figures.push(await measureOn(postgres, 'postgres'))
    } finally {
      await postgres.db.execute(sql`delete from clinics where id like 'bench-clinic-%'`)
      await postgres.close()
    }
  }
  return figures
}
