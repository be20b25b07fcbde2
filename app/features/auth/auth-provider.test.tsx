import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AuthProvider, useAuth } from './auth-provider.tsx'

function ShowName() {
  const auth = useAuth()
  return <span>{auth.isAuthenticated ? auth.displayName : 'signed out'}</span>
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    expect(() => renderToString(<ShowName />)).toThrow('useAuth must be used within an AuthProvider')
  })

  it('renders the signed-out state on the server, before storage is read', () => {
    expect(renderToString(<AuthProvider><ShowName /></AuthProvider>)).toContain('signed out')
  })
})
