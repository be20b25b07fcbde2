import { Suspense, useState } from 'react'

/** What the trigger button looks like; the same before and after the menu's code has loaded. */
export type DropdownTrigger = { 'aria-label': string; className: string; children: React.ReactNode }

type LazyDropdownProps<Props> = {
  /** The real menu (Radix), loaded on demand; it renders `trigger` as its trigger. */
  component: React.ComponentType<Props & { trigger: DropdownTrigger; defaultOpen: boolean }>
  /** Starts loading the menu's code (on hover or focus, before the click). */
  preload: () => unknown
  trigger: DropdownTrigger
  props: Props
}

/**
 * A dropdown whose code (Radix menu, positioning) loads when the visitor first reaches for it:
 * until then a plain button stands in with the same look, and the first click opens the menu as
 * soon as it has loaded. Keeps the first page load small on slow phones.
 */
export function LazyDropdown<Props>({ component: Dropdown, preload, trigger, props }: LazyDropdownProps<Props>) {
  const [activated, setActivated] = useState(false)
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={activated}
      aria-label={trigger['aria-label']}
      className={trigger.className}
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      onClick={() => setActivated(true)}
    >
      {trigger.children}
    </button>
  )
  if (!activated) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <Dropdown {...props} trigger={trigger} defaultOpen />
    </Suspense>
  )
}
