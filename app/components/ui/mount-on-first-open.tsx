import { Suspense, useState } from 'react'

/**
 * Renders its children from the first time `open` is true, and keeps them mounted afterwards so a
 * closing animation can play. With a lazy component as the child, a dialog's code loads when it is
 * first opened instead of with every page.
 */
export function MountOnFirstOpen({ open, children }: { open: boolean; children: React.ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null
}
