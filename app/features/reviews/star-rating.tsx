const STAR_PATH =
  'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z'

/** Five stars, `rating` of them filled; read out as "Rated 4 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} aria-hidden="true" viewBox="0 0 24 24" className={`size-5 ${star <= rating ? 'fill-amber-400' : 'fill-line-strong'}`}>
          <path d={STAR_PATH} />
        </svg>
      ))}
    </p>
  )
}
