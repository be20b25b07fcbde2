import { createContext, useContext } from 'react'

const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider

/** The Content-Security-Policy nonce of this response; empty in the browser after hydration. */
export function useNonce(): string {
  return useContext(NonceContext)
}
