import { articleRevision } from '../../core/blog/article-summary.ts'

/**
 * The assistant's health advice in another language (decision 0082, second addendum). core/assistant
 * writes its advice in English; a translation gives each line it can write in the other language,
 * keyed by that English line itself, so a line is translated only while core writes exactly the
 * English that was translated. When core's English changes, the key no longer matches and the
 * chat shows the new English, marked, under its notice, until someone translates the new line.
 *
 * A key may hold placeholders for what core inserts into a line:
 * - `{pet}`: the breed or kind the owner typed, shown as written (`translate="no"`);
 * - `{signs}`: red flags' labels, lower-cased and joined by '; ' ('Signs of: bloat; heatstroke.');
 * - `{noted}`: concerns' labels, lower-cased and joined by ', ' (the symptom checker's 'Noted: ...');
 * - `{count}`: a number, shown as written.
 * A listed label is translated through `labels`; one label without a translation leaves the line English.
 * In a translated line, `<en>...</en>` marks words kept as written in English (a vaccine's name
 * as the vial and the vaccination card print it).
 */
export type AdviceTranslation = {
  review: AdviceReview
  /** The names of the signs (red flags' and concerns' labels in core), by their English. */
  labels: Readonly<Record<string, string>>
  /** Every other line, by its English: exact lines and lines with placeholders. */
  lines: Readonly<Record<string, string>>
}

/**
 * Who wrote the translation and who checked it: health text in Hindi is reviewed like English
 * text. A vet's review holds for the revision of the translation it names and for no other, so
 * changing one translated line takes the review away until a vet reads the table again.
 */
export type AdviceReview = {
  /** The team that wrote it (the editorial team, as the Hindi summaries of articles). */
  writtenBy: 'editorial-team'
  /** YYYY-MM-DD: the day it was written, from core's English of that day. */
  writtenOn: string
  /** A second fluent reader's check of the language, once done. */
  languageCheck: { name: string; checkedOn: string } | null
  /** A vet's medical review of the translation, once done, and the `adviceRevision` it read. */
  vetReview: { name: string; registration: string; reviewedOn: string; revision: string } | null
}

/**
 * The revision of a translation's text: a hash (cyrb53, as an article's revision) of every English
 * key with its translation, in the order of the keys. Any changed word gives another revision.
 */
export function adviceRevision(translation: Pick<AdviceTranslation, 'labels' | 'lines'>): string {
  const entries = [...Object.entries(translation.labels), ...Object.entries(translation.lines)]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([english, translated]) => `${english}\t${translated}`)
  return articleRevision({ title: 'assistant advice', content: entries.join('\n') })
}

/** The vet's review a page may show: the one recorded for the translation as it stands, or none. */
export function currentVetReview(translation: AdviceTranslation): AdviceReview['vetReview'] {
  const review = translation.review.vetReview
  return review && review.revision === adviceRevision(translation) ? review : null
}
