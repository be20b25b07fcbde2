import { createContext, useContext, useState } from 'react'

/** On the server: the text of a built stylesheet by its public address (`/assets/x.css`). */
const StylesheetTextContext = createContext<((href: string) => string) | null>(null)

export const StylesheetTextProvider = StylesheetTextContext.Provider

/**
 * The site's stylesheet written into the page's head instead of linked (decision 0052): a phone
 * on mobile data paints the first screen without waiting for a second request. The browser keeps
 * the server's text: hydration and every later render give the element the text it already holds,
 * read from the document, so a client-side re-render never empties it.
 */
export function InlineStylesheet({ href, nonce }: { href: string; nonce: string }) {
  const textOnServer = useContext(StylesheetTextContext)
  const [text] = useState(() => (textOnServer ? textOnServer(href) : (document.getElementById(STYLESHEET_ID)?.textContent ?? '')))
  return <style id={STYLESHEET_ID} data-href={href} nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: text }} suppressHydrationWarning />
}

const STYLESHEET_ID = 'site-styles'
