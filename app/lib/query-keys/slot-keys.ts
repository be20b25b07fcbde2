/** Free places per day and visit type: public, and changed by every booking, move and cancellation. */
export const slotKeys = {
  all: ['slots'] as const,
  day: (date: string, visitType: string) => [...slotKeys.all, date, visitType] as const,
}
