import { type ClinicCatalogue, type ClinicsResponse, ClinicsQuery } from '../../../core/contracts/clinics.ts'
import type { FinderValues } from './finder-forms.tsx'

export type FinderResult = { values: FinderValues; result: ClinicsResponse | null; error: string | null }

const readable = (message: string) => message.replace(/^[A-Za-z0-9.]+: /, '').replace(/; [A-Za-z0-9.]+: /g, '; ')

/** A finder page's query string, searched on the server; a bad value becomes a message on the page, not an error page. */
export async function searchFromUrl(url: URL, clinics: ClinicCatalogue): Promise<FinderResult> {
  const raw = Object.fromEntries(url.searchParams)
  const values: FinderValues = {
    q: raw.q,
    pincode: raw.pincode,
    city: raw.city,
    service: raw.service,
    openNow: raw.openNow === 'true',
    open24x7: raw.open24x7 === 'true',
  }
  const parsed = ClinicsQuery.safeParse(raw)
  if (!parsed.success) return { values, result: null, error: readable(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')) }
  try {
    return { values, result: await clinics.search(parsed.data), error: null }
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status && status < 500) return { values, result: null, error: readable((error as Error).message) }
    throw error
  }
}
