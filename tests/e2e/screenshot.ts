/**
 * A journey's picture of a screen, for a person to look at (the Definition of done asks for them at
 * 375 and 1280 px); nothing compares them. They are taken when SCREENSHOTS=1, or outside CI, and
 * skipped in CI, where each full-page picture costs a busy machine a second or more.
 */
export const TAKE_SCREENSHOTS = process.env.SCREENSHOTS === '1' || (process.env.SCREENSHOTS !== '0' && !process.env.CI)

type Photographable = { screenshot: (options?: { path?: string; fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } }) => Promise<unknown> }

export async function screenshot(target: Photographable, options: Parameters<Photographable['screenshot']>[0]): Promise<void> {
  if (TAKE_SCREENSHOTS) await target.screenshot(options)
}
