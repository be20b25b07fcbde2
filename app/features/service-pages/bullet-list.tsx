/** Short points, each after a brand-coloured dot; the list's and items' spacing and type come from the caller. */
export function BulletList({ items, className, itemClassName }: { items: readonly string[]; className: string; itemClassName: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex leading-relaxed text-ink ${itemClassName}`}>
          <span aria-hidden="true" className="mt-[calc(0.8125em_-_3px)] size-1.5 shrink-0 rounded-full bg-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
