import { useTranslations } from 'use-intl'
import { type AdviceTranslation, currentVetReview } from '../../../content/i18n/advice-translation.ts'
import { SOURCES } from '../../../core/assistant/sources.ts'
import { BRAND } from '../../../core/brand.ts'
import { formatDayMonthYear } from '../../../core/dates.ts'
import { addMonths } from '../../../core/health/health-plan.ts'
import { REVIEW_INTERVAL_MONTHS } from '../../../core/site/health-review.ts'
import { useLanguage } from '../../lib/i18n.tsx'

const person = (chunks: React.ReactNode) => <span translate="no">{chunks}</span>

/**
 * The review line of the translated advice, folded under one line in the chat's header: who wrote
 * the translation and when, a fluent reader's check once done, a vet's review of this revision of
 * it or that no vet has reviewed it, the next review and the sources of the English advice, as the
 * review box of a translated health page says them (decision 0082).
 */
export function AdviceReview({ advice }: { advice: AdviceTranslation }) {
  const t = useTranslations('assistant.advice')
  const language = useLanguage()
  const { writtenOn, languageCheck } = advice.review
  const vet = currentVetReview(advice)
  const date = (day: string) => formatDayMonthYear(day, language)
  return (
    <details className="mt-1 text-sm text-ink-muted" data-testid="advice-review">
      <summary className="cursor-pointer">{t('translated')}</summary>
      {/* Scrolls within the header, so the conversation keeps its room: reachable by keyboard. */}
      <div className="mt-1 max-h-28 space-y-1 overflow-y-auto pr-1" tabIndex={0}>
        <p>{t('written', { brand: BRAND, date: date(writtenOn) })}</p>
        {languageCheck ? <p>{t.rich('checked', { name: languageCheck.name, date: date(languageCheck.checkedOn), person })}</p> : null}
        {vet ? (
          <p>{t.rich('reviewed', { name: vet.name, registration: vet.registration, date: date(vet.reviewedOn), person })}</p>
        ) : (
          <p>
            <strong className="font-semibold">{t('notReviewed')}</strong> {t('notReviewedText')}
          </p>
        )}
        <p>{t('nextDue', { date: date(addMonths(vet?.reviewedOn ?? writtenOn, REVIEW_INTERVAL_MONTHS)) })}</p>
        <p>{t('sources')}</p>
        <ul className="list-disc pl-5" lang="en">
          {Object.values(SOURCES).map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
      </div>
    </details>
  )
}
