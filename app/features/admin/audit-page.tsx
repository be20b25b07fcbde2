import { useInfiniteQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { type AuditEntryDto, AuditQuery } from '../../../core/contracts/staff.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { pageMeta } from '../../lib/head.ts'
import { formatShortDateTime } from '../../../core/dates.ts'
import type { Route } from './+types/audit-page.ts'
import { adminKeys, fetchAudit } from './staff-api.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin: Audit log', description: 'PetVaidya audit log.', noIndex: true })

const PAGE_SIZE = 50
const FILTERS = [
  { key: 'actorId', label: 'Changed by (phone)', placeholder: '9876543210' },
  { key: 'action', label: 'Action', placeholder: 'staff.create' },
  { key: 'entityType', label: 'Kind of record', placeholder: 'user' },
  { key: 'entityId', label: 'Record id', placeholder: '9876543210' },
] as const
type Filters = Record<(typeof FILTERS)[number]['key'], string>
const NO_FILTERS: Filters = { actorId: '', action: '', entityType: '', entityId: '' }
type FilterKey = keyof Filters

/** The contract's messages name no field; here each begins with the label the admin sees. */
function labelled(key: FilterKey, message: string): string {
  return `${FILTERS.find((filter) => filter.key === key)?.label ?? key} ${message}`
}

const isFilterKey = (key: PropertyKey | undefined): key is FilterKey => FILTERS.some((filter) => filter.key === key)

/** Checks the typed filters with the API's own contract: the filters to apply, or a message per field. */
function checkFilters(draft: Filters): { filters: Filters } | { errors: Partial<Record<FilterKey, string>> } {
  const typed = Object.fromEntries(Object.entries(draft).filter((entry) => entry[1].trim() !== ''))
  const parsed = AuditQuery.safeParse(typed)
  if (parsed.success) {
    const { actorId = '', action = '', entityType = '', entityId = '' } = parsed.data
    return { filters: { actorId, action, entityType, entityId } }
  }
  const errors: Partial<Record<FilterKey, string>> = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path[0]
    if (isFilterKey(key)) errors[key] ??= labelled(key, issue.message)
  }
  return { errors }
}

/** A refusal from the server reads 'actorId: must be ...'; the page names its own label instead. */
function serverMessage(message: string): string {
  return message
    .split('; ')
    .map((part) => {
      const [field, ...rest] = part.split(': ')
      return isFilterKey(field) && rest.length > 0 ? labelled(field, rest.join(': ')) : part
    })
    .join('; ')
}

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">{label}</p>
      <pre className="mt-1 max-h-60 overflow-auto rounded-lg bg-surface p-2 text-xs whitespace-pre-wrap break-all text-ink">
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  )
}

const ROLE_NAMES = { admin: 'admin', vet: 'vet', customer: 'customer', clinic: 'clinic desk' } as const

/** A person as the log names them: 'Dr. Kavya Rao (vet)'; the id only when no account answers to it (a job, say). */
function personText(person: AuditEntryDto['actor'], id: string): string {
  return person ? `${person.name} (${ROLE_NAMES[person.role]})` : id
}

function Entry({ entry }: { entry: AuditEntryDto }) {
  return (
    <li className="card p-4">
      <p className="flex flex-wrap gap-x-3 text-sm text-ink">
        <span className="font-semibold">{entry.action}</span>
        {entry.visit ? (
          <Link className="font-semibold text-brand-700 underline underline-offset-4" to={`/admin/appointments?from=${entry.visit.date}&to=${entry.visit.date}&search=${encodeURIComponent(entry.visit.petName)}`}>
            {entry.visit.petName}’s visit ({entry.visit.ownerName}), {formatShortDateTime(entry.visit.date, entry.visit.time)}
          </Link>
        ) : (
          <span>{entry.subject ? personText(entry.subject, entry.entityId) : `${entry.entityType} ${entry.entityId}`}</span>
        )}
        <span className="text-ink-muted">by {personText(entry.actor, entry.actorId)}</span>
        <time dateTime={entry.at} className="text-ink-muted">
          {when.format(new Date(entry.at))}
        </time>
      </p>
      <details className="mt-2">
        <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-brand-700">Before and after</summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <Json label="Before" value={entry.before} />
          <Json label="After" value={entry.after} />
        </div>
      </details>
    </li>
  )
}

/** Every admin change, newest first, filtered by who, what and which record. */
export default function AuditPage() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS)
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [errors, setErrors] = useState<Partial<Record<FilterKey, string>>>({})
  const id = useId()
  const entries = useInfiniteQuery({
    queryKey: adminKeys.audit(filters),
    initialPageParam: '',
    queryFn: ({ pageParam }) => fetchAudit({ ...filters, before: pageParam, limit: String(PAGE_SIZE) }),
    getNextPageParam: (page) => (page.length === PAGE_SIZE ? page.at(-1)?.at : undefined),
  })
  const list = entries.data?.pages.flat() ?? []

  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">Audit log</h1>
      <form
        className="card mt-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Filter the audit log"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const checked = checkFilters(draft)
          if ('errors' in checked) return setErrors(checked.errors)
          setErrors({})
          setFilters(checked.filters)
        }}
      >
        {FILTERS.map((filter) => (
          <div key={filter.key}>
            <Label htmlFor={`${id}-${filter.key}`}>{filter.label}</Label>
            <Input
              id={`${id}-${filter.key}`}
              className="mt-1"
              placeholder={filter.placeholder}
              value={draft[filter.key]}
              onChange={(event) => setDraft((current) => ({ ...current, [filter.key]: event.target.value }))}
              aria-invalid={Boolean(errors[filter.key])}
              aria-describedby={errors[filter.key] ? `${id}-${filter.key}-error` : undefined}
            />
            {errors[filter.key] ? (
              <p id={`${id}-${filter.key}-error`} className="mt-1 text-sm text-danger-700">
                {errors[filter.key]}
              </p>
            ) : null}
          </div>
        ))}
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
          <Button type="submit">Apply filters</Button>
          <Button
            variant="outline"
            onClick={() => {
              setDraft(NO_FILTERS)
              setErrors({})
              setFilters(NO_FILTERS)
            }}
          >
            Clear
          </Button>
        </div>
      </form>
      {entries.isPending ? <Spinner className="mt-4 size-5" /> : null}
      {entries.isError ? (
        <p role="alert" className="mt-4 text-danger-700">
          {serverMessage(entries.error.message)}
        </p>
      ) : null}
      {entries.isSuccess && list.length === 0 ? <p className="mt-4 text-ink-muted">No changes match these filters.</p> : null}
      <ul className="mt-4 grid gap-3" aria-label="Changes">
        {list.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ul>
      {entries.hasNextPage ? (
        <Button variant="outline" className="mt-4" disabled={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
          Show older changes
        </Button>
      ) : null}
    </>
  )
}
