/**
 * Keyboard behaviour of a group of role="radio" chips (WAI-ARIA radio group): one Tab stop for
 * the group (the checked chip, or the first enabled one), arrow keys move to the next or previous
 * enabled chip and choose it, Home and End to the first and last.
 */
export function chipTabIndex(checked: boolean, index: number, firstEnabledIndex: number, anyChecked: boolean): 0 | -1 {
  if (anyChecked) return checked ? 0 : -1
  return index === firstEnabledIndex ? 0 : -1
}

export function onRadioGroupKeyDown(event: React.KeyboardEvent<HTMLElement>): void {
  const keys = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End']
  if (!keys.includes(event.key)) return
  const radios = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]:not([disabled])'))
  if (radios.length === 0) return
  event.preventDefault()
  const current = radios.indexOf(document.activeElement as HTMLElement)
  const last = radios.length - 1
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key === 'ArrowRight' || event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1
  const target = radios[next]
  target?.focus()
  target?.click()
}
