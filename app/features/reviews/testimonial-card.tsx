import type { Testimonial } from '../../../core/contracts/testimonial.ts'
import { StarRating } from './star-rating.tsx'

/** One review: rating, text, and who wrote it about which pet (names as written, never translated). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, petName, petType, rating, content } = testimonial
  return (
    <figure className="card relative flex h-full flex-col p-6">
      <span aria-hidden="true" className="absolute top-3 right-5 font-display text-6xl leading-none text-brand-100">
        &ldquo;
      </span>
      <StarRating rating={rating} />
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
        <p>{content}</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3 border-t border-line pt-4">
        <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800">
          {name.charAt(0)}
        </span>
        <span>
          <span className="block font-semibold text-ink" translate="no">
            {name}
          </span>
          <span className="block text-sm text-ink-muted">
            Parent of <span translate="no">{petName}</span>, a {petType}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
