import { Label as LabelPrimitive } from 'radix-ui'

export function Label({ className = '', ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={`text-sm font-semibold text-ink ${className}`} {...props} />
}
