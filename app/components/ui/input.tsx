/** A text field at a 16 px font size, so that mobile browsers do not zoom on focus. */
export function Input({ className = '', type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={`block min-h-11 w-full rounded-xl border border-line-strong bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 disabled:cursor-not-allowed disabled:bg-surface aria-invalid:border-danger-600 ${className}`}
      {...props}
    />
  )
}
