import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { PendingCorrectionsResponse } from '../../../core/contracts/content-corrections.ts'
import { formatDayMonthYear } from '../../../core/dates.ts'
import { callApi } from '../../lib/api-client.ts'

const KIND_LABEL = { article: 'Article', faq: 'FAQ', claims: 'Claims' } as const

const fetchCorrections = async () => (await callApi('GET', '/api/admin/content-corrections', PendingCorrectionsResponse)).corrections

/**
 * The shipped texts a correction did not reach because an admin had edited them: each links to
 * its admin page, where the admin compares it with the corrected text and saves. Hidden when none.
 */
export function ContentCorrections() {
  const query = useQuery({ queryKey: ['admin', 'content-corrections'], queryFn: fetchCorrections })
  const corrections = query.data ?? []
  if (corrections.length === 0) return null
  return (
    <section aria-labelledby="corrections-title" className="card mt-6 border-accent-500/40 bg-accent-50 p-4 sm:p-5">
      <h2 id="corrections-title" className="font-display text-lg font-bold text-ink">
        Texts to review after the health corrections
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        The shipped health texts were corrected after a veterinary review. These were edited here before the corrections arrived, so they were
        left as you saved them: compare each with the corrected text and save it.
      </p>
      <ul className="mt-3 divide-y divide-line/60">
        {corrections.map((row) => (
          <li key={`${row.kind}:${row.key}`} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
            <span>
              <span className="font-semibold text-ink">{KIND_LABEL[row.kind]}:</span> {row.title}{' '}
              <span className="text-ink-muted">(edited {formatDayMonthYear(row.editedAt)})</span>
            </span>
            <Link to={row.editPath} className="font-semibold text-brand-700 underline underline-offset-2">
              Open
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
