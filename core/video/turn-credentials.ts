/**
 * Time-limited TURN credentials by the TURN REST API scheme that coturn implements with
 * `use-auth-secret` / `static-auth-secret`: the username is `<expiry unix seconds>:<person>`, the
 * password the base64 HMAC-SHA1 of that username keyed with the shared secret. coturn recomputes
 * it and refuses a username whose expiry has passed, so nothing is stored per call.
 * Pure: the caller passes the expiry; Web Crypto (a global in browsers and Node) does the HMAC.
 */
export type IceServer = { urls: string[]; username?: string; credential?: string }

export async function turnCredentials(secret: string, personId: string, expiresAt: Date): Promise<{ username: string; credential: string }> {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${personId}`
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign'])
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(username)))
  let binary = ''
  for (const byte of signature) binary += String.fromCharCode(byte)
  return { username, credential: btoa(binary) }
}

/**
 * The ICE servers one person is given for one call: the STUN servers as they are, and the TURN
 * servers with credentials that expire with the call's window (TURN only with a secret).
 */
export async function iceServersFor(
  settings: { stunUrls: readonly string[]; turnUrls: readonly string[]; turnSecret: string | null },
  personId: string,
  expiresAt: Date,
): Promise<IceServer[]> {
  const servers: IceServer[] = []
  if (settings.stunUrls.length > 0) servers.push({ urls: [...settings.stunUrls] })
  if (settings.turnSecret && settings.turnUrls.length > 0) {
    servers.push({ urls: [...settings.turnUrls], ...(await turnCredentials(settings.turnSecret, personId, expiresAt)) })
  }
  return servers
}
