import { LoaderCircle } from './icons.tsx'

/** A spinning circle; decorative, so the text beside it (or a label) carries the meaning. */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite] ${className}`} />
}
