import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { type AdminFaqDto, CreateFaqBody, UpdateFaqBody } from '../../../core/contracts/content-admin.ts'
import { FAQ_CATEGORIES, faqCategoryLabel, groupFaqs } from '../../../core/contracts/faq.ts'
import { slugify } from '../../../core/slug.ts'
import { Button } from '../../components/ui/button.tsx'
import { ChevronDown } from '../../components/ui/icons.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { pageMeta } from '../../lib/head.ts'
import type { Route } from './+types/faqs-page.ts'
import { contentKeys, createFaq, deleteFaq, fetchAdminFaqs, reorderFaqs, updateFaq } from './content-api.ts'
import { FieldError, SELECT_CLASS, SaveProblem, TEXTAREA_CLASS, fieldErrors } from './content-form.tsx'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin: FAQs', description: 'PetVaidya FAQs.', noIndex: true })

type Draft = { question: string; answer: string; questionHi: string; answerHi: string; category: string; published: boolean }

function FaqForm({ initial, submitLabel, pending, problem, onSubmit, onCancel, onDelete }: {
  initial: Draft
  submitLabel: string
  pending: boolean
  problem: React.ReactNode
  onSubmit: (draft: Draft, setErrors: (errors: Record<string, string>) => void) => void
  onCancel?: () => void
  onDelete?: () => void
}) {
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const id = useId()
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }))
  const categories = FAQ_CATEGORIES.some((category) => category.id === draft.category)
    ? FAQ_CATEGORIES
    : [...FAQ_CATEGORIES, { id: draft.category, label: faqCategoryLabel(draft.category) }]
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(draft, setErrors)
      }}
    >
      <div>
        <Label htmlFor={`${id}-question`}>Question</Label>
        <Input
          id={`${id}-question`}
          value={draft.question}
          maxLength={300}
          onChange={(event) => set('question', event.target.value)}
          aria-invalid={Boolean(errors.question)}
          aria-describedby={errors.question ? `${id}-question-error` : undefined}
          className="mt-1"
        />
        <FieldError id={`${id}-question-error`} message={errors.question} />
      </div>
      <div>
        <Label htmlFor={`${id}-answer`}>Answer</Label>
        <textarea
          id={`${id}-answer`}
          rows={5}
          value={draft.answer}
          maxLength={4000}
          onChange={(event) => set('answer', event.target.value)}
          aria-invalid={Boolean(errors.answer)}
          aria-describedby={`${id}-answer-hint${errors.answer ? ` ${id}-answer-error` : ''}`}
          className={`mt-1 ${TEXTAREA_CLASS}`}
        />
        <p id={`${id}-answer-hint`} className="mt-1 text-sm text-ink-subtle">
          Write prices, hours and phone numbers as {'{price:home-visit}'}, {'{supportHours}'}, {'{supportPhone}'}: the page fills them in.
        </p>
        <FieldError id={`${id}-answer-error`} message={errors.answer} />
      </div>
      <fieldset className="grid gap-4 rounded-xl border border-line p-4">
        <legend className="px-1 font-semibold text-ink">In Hindi (optional)</legend>
        <p id={`${id}-hindi-hint`} className="text-sm text-ink-subtle">
          Both or neither. Without them, /hi/faq shows the English question and answer. A health answer in Hindi is reviewed like the English one.
        </p>
        <div>
          <Label htmlFor={`${id}-question-hi`}>Question in Hindi</Label>
          <Input
            id={`${id}-question-hi`}
            lang="hi"
            value={draft.questionHi}
            maxLength={300}
            onChange={(event) => set('questionHi', event.target.value)}
            aria-invalid={Boolean(errors.questionHi)}
            aria-describedby={`${id}-hindi-hint${errors.questionHi ? ` ${id}-question-hi-error` : ''}`}
            className="mt-1"
          />
          <FieldError id={`${id}-question-hi-error`} message={errors.questionHi} />
        </div>
        <div>
          <Label htmlFor={`${id}-answer-hi`}>Answer in Hindi</Label>
          <textarea
            id={`${id}-answer-hi`}
            lang="hi"
            rows={5}
            value={draft.answerHi}
            maxLength={4000}
            onChange={(event) => set('answerHi', event.target.value)}
            aria-invalid={Boolean(errors.answerHi)}
            aria-describedby={`${id}-hindi-hint${errors.answerHi ? ` ${id}-answer-hi-error` : ''}`}
            className={`mt-1 ${TEXTAREA_CLASS}`}
          />
          <FieldError id={`${id}-answer-hi-error`} message={errors.answerHi} />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-category`}>Group</Label>
          <select id={`${id}-category`} value={draft.category} onChange={(event) => set('category', event.target.value)} className={SELECT_CLASS}>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-category-error`} message={errors.category} />
        </div>
        <label className="flex min-h-11 items-center gap-2 self-end text-ink">
          <input type="checkbox" className="size-5" checked={draft.published} onChange={(event) => set('published', event.target.checked)} />
          Published on /faq
        </label>
      </div>
      {problem}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        {onDelete ? (
          <Button variant="destructive" className="sm:ml-auto" onClick={onDelete}>
            Delete
          </Button>
        ) : null}
      </div>
    </form>
  )
}

function FaqRow({ faq, first, last, onMove, moving }: { faq: AdminFaqDto; first: boolean; last: boolean; onMove: (direction: -1 | 1) => void; moving: boolean }) {
  const client = useQueryClient()
  const [editing, setEditing] = useState(false)
  const reload = () => void client.invalidateQueries({ queryKey: contentKeys.faqs })
  const save = useMutation({
    mutationFn: updateFaq,
    onSuccess: async (saved) => {
      setEditing(false)
      toast({ title: 'Saved', description: saved.published ? 'The FAQ page shows the change now.' : 'The question is hidden from the FAQ page.' })
      await client.invalidateQueries({ queryKey: contentKeys.faqs })
    },
  })
  const remove = useMutation({
    mutationFn: deleteFaq,
    onSuccess: async () => {
      toast({ title: 'Deleted', description: 'The question is gone from the FAQ page.' })
      await client.invalidateQueries({ queryKey: contentKeys.faqs })
    },
  })
  const error = save.error ?? remove.error
  return (
    <li className="card p-4" aria-label={faq.question}>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-60">
          <p className="font-semibold text-ink wrap-anywhere">
            {faq.question}
            {faq.published ? null : <span className="ml-2 rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-ink-muted ring-1 ring-line-strong">Hidden</span>}
          </p>
          {editing ? null : <p className="mt-1 line-clamp-2 text-sm text-ink-muted wrap-anywhere">{faq.answer}</p>}
        </div>
        {editing ? null : (
          <div className="flex flex-wrap items-center gap-2">
            <Button size="icon" variant="outline" aria-label={`Move up: ${faq.question}`} disabled={first || moving} onClick={() => onMove(-1)}>
              <ChevronDown aria-hidden="true" className="size-5 rotate-180" />
            </Button>
            <Button size="icon" variant="outline" aria-label={`Move down: ${faq.question}`} disabled={last || moving} onClick={() => onMove(1)}>
              <ChevronDown aria-hidden="true" className="size-5" />
            </Button>
            <Button size="sm" variant="outline" onClick={() => { save.reset(); setEditing(true) }}>
              Edit
            </Button>
            <Button size="sm" variant="secondary" disabled={save.isPending} onClick={() => save.mutate({ id: faq.id, body: { published: !faq.published, version: faq.version } })}>
              {faq.published ? 'Hide' : 'Publish'}
            </Button>
          </div>
        )}
      </div>
      {!editing && error ? (
        <div className="mt-3">
          <SaveProblem error={error} onReload={() => { save.reset(); remove.reset(); reload() }} />
        </div>
      ) : null}
      {editing ? (
        <div className="mt-4 border-t border-line pt-4">
          <FaqForm
            initial={{ question: faq.question, answer: faq.answer, questionHi: faq.questionHi ?? '', answerHi: faq.answerHi ?? '', category: faq.category, published: faq.published }}
            submitLabel="Save changes"
            pending={save.isPending}
            problem={<SaveProblem error={error} onReload={() => { save.reset(); setEditing(false); reload() }} />}
            onCancel={() => setEditing(false)}
            onDelete={() => {
              if (window.confirm(`Delete "${faq.question}" from the FAQ page? Hiding keeps it for later.`)) remove.mutate({ id: faq.id, version: faq.version })
            }}
            onSubmit={(draft, setErrors) => {
              const parsed = UpdateFaqBody.safeParse({ ...draft, version: faq.version })
              if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
              setErrors({})
              save.mutate({ id: faq.id, body: parsed.data })
            }}
          />
        </div>
      ) : null}
    </li>
  )
}

const EMPTY: Draft = { question: '', answer: '', questionHi: '', answerHi: '', category: FAQ_CATEGORIES[0].id, published: true }

/** The questions of /faq, grouped as the page shows them: added, edited, reordered, hidden. */
export default function FaqsPage() {
  const client = useQueryClient()
  const faqs = useQuery({ queryKey: contentKeys.faqs, queryFn: fetchAdminFaqs })
  const [formKey, setFormKey] = useState(0)
  const reload = () => void client.invalidateQueries({ queryKey: contentKeys.faqs })
  const add = useMutation({
    mutationFn: createFaq,
    onSuccess: async () => {
      setFormKey((key) => key + 1)
      toast({ title: 'FAQ added', description: 'It is on the FAQ page now, last in its group.' })
      await client.invalidateQueries({ queryKey: contentKeys.faqs })
    },
  })
  const reorder = useMutation({
    mutationFn: reorderFaqs,
    onSuccess: (saved) => client.setQueryData(contentKeys.faqs, saved),
  })
  const groups = groupFaqs(faqs.data ?? [])

  function move(group: AdminFaqDto[], index: number, direction: -1 | 1) {
    const order = [...group]
    const [moved] = order.splice(index, 1)
    if (!moved) return
    order.splice(index + direction, 0, moved)
    reorder.mutate({ order: order.map(({ id, version }) => ({ id, version })) })
  }

  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">Manage FAQs</h1>
      <p className="mt-1 text-ink-muted">Changes show on the FAQ page as soon as they are saved.</p>
      <details className="card mt-4 p-5" open={faqs.data?.length === 0 ? true : undefined}>
        <summary className="cursor-pointer font-display text-lg font-semibold text-ink">Add a question</summary>
        <div className="mt-4">
          <FaqForm
            key={formKey}
            initial={EMPTY}
            submitLabel="Add question"
            pending={add.isPending}
            problem={<SaveProblem error={add.error} onReload={reload} />}
            onSubmit={(draft, setErrors) => {
              const parsed = CreateFaqBody.safeParse({ ...draft, slug: slugify(draft.question).slice(0, 80).replace(/-+$/, '') })
              if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
              setErrors({})
              add.mutate(parsed.data)
            }}
          />
        </div>
      </details>
      {faqs.isPending ? <Spinner className="mt-4" /> : null}
      {faqs.isError ? <p role="alert" className="mt-4 text-danger-700">{faqs.error.message}</p> : null}
      {reorder.error ? (
        <div className="mt-4">
          <SaveProblem error={reorder.error} onReload={() => { reorder.reset(); reload() }} />
        </div>
      ) : null}
      {groups.map((group) => (
        <section key={group.category} className="mt-6" aria-labelledby={`faq-group-${group.category}`}>
          <h2 id={`faq-group-${group.category}`} className="font-display text-lg font-semibold text-ink">
            {group.label} <span className="text-sm font-normal text-ink-subtle">({group.faqs.length})</span>
          </h2>
          <ol className="mt-3 grid gap-3">
            {group.faqs.map((faq, index) => (
              <FaqRow
                key={faq.id}
                faq={faq}
                first={index === 0}
                last={index === group.faqs.length - 1}
                moving={reorder.isPending}
                onMove={(direction) => move(group.faqs, index, direction)}
              />
            ))}
          </ol>
        </section>
      ))}
    </>
  )
}
