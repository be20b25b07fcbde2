/**
 * A form label. Like Radix's Label (without its 1.7 KB of primitives): a double click on the label
 * does not select its text, while a control inside it keeps its own clicks.
 */
export function Label({ className = '', onMouseDown, ...props }: React.ComponentProps<'label'>) {
  return (
    <label
      className={`text-sm font-semibold text-ink ${className}`}
      onMouseDown={(event) => {
        if (event.target instanceof Element && event.target.closest('button, input, select, textarea')) return
        onMouseDown?.(event)
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault()
      }}
      {...props}
    />
  )
}
