/** One measured figure and the budget it is held to. */
export type Figure = {
  name: string
  value: number
  unit: string
  budget: number
  /** 'at-most': the value must not exceed the budget; 'at-least': it must reach it. */
  limit: 'at-most' | 'at-least'
  /** A short remark printed after the verdict (a comparison, the samples). */
  note?: string
  details?: Record<string, unknown>
}

export type Outcome = { name: string; error: string }

export function passes(figure: Figure): boolean {
  return figure.limit === 'at-most' ? figure.value <= figure.budget : figure.value >= figure.budget
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

export function formatNumber(value: number): string {
  return numberFormat.format(value)
}

/** `cold-start: 1.42 s (budget 3 s) PASS`, or with `>=` for a floor. */
export function formatFigure(figure: Figure): string {
  const budget = `${figure.limit === 'at-least' ? '>= ' : ''}${formatNumber(figure.budget)} ${figure.unit}`
  const verdict = passes(figure) ? 'PASS' : 'FAIL'
  const line = `${figure.name}: ${formatNumber(figure.value)} ${figure.unit} (budget ${budget}) ${verdict}`
  return figure.note ? `${line}; ${figure.note}` : line
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) throw new Error('median of nothing')
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
