import { Link } from 'react-router'
import { BRAND } from '../../core/brand.ts'
import { useLocalPath } from '../lib/i18n.tsx'

/** The paw mark of the favicon, drawn inline so it costs no request. */
export function BrandMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="16" className="fill-brand-700" />
      <g className="fill-white">
        <ellipse cx="32" cy="41" rx="11" ry="9" />
        <circle cx="19" cy="27" r="5" />
        <circle cx="27" cy="19" r="5" />
        <circle cx="37" cy="19" r="5" />
        <circle cx="45" cy="27" r="5" />
      </g>
    </svg>
  )
}

export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const [first, second] = [BRAND.slice(0, 3), BRAND.slice(3)]
  const localPath = useLocalPath()
  return (
    <Link
      to={localPath('/')}
      prefetch="intent"
      className="-m-1 inline-flex min-h-11 shrink-0 items-center gap-2.5 rounded-xl p-1"
    >
      <BrandMark />
      <span translate="no" className={`text-lg font-extrabold tracking-tight min-[360px]:text-xl ${tone === 'dark' ? 'text-ink' : 'text-white'}`}>
        {first}
        <span className={tone === 'dark' ? 'text-brand-700' : 'text-brand-300'}>{second}</span>
      </span>
    </Link>
  )
}
