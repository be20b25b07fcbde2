import { createContext, useContext } from 'react'

const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider

/** The Content-Security-Policy nonce of this response; empty in the browser after hydration. */
export function useNonce(): string {
  return useContext(NonceContext)
}

/**
 * Lends the page's nonce to the <style> elements Radix adds at run time (the scroll lock of its
 * dialogs): the CSP allows a style element only with the nonce, and react-style-singleton reads
 * it from this global. The browser keeps the nonce on the script elements' `nonce` property.
 */
export function shareNonceWithStyleElements(): void {
  if (typeof document === 'undefined') return
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
  if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce
}
