import { describe, expect, it } from 'vitest'
import { iceServersFor, turnCredentials } from './turn-credentials.ts'

const EXPIRY = new Date(1_795_500_000_000)

describe('TURN REST credentials (coturn use-auth-secret)', () => {
  it('names the expiry and the person, signed with HMAC-SHA1 of the shared secret', async () => {
    // Reference value: printf '1795500000:9876543210' | openssl dgst -sha1 -hmac 'coturn-shared-secret' -binary | base64
    expect(await turnCredentials('coturn-shared-secret', '9876543210', EXPIRY)).toEqual({
      username: '1795500000:9876543210',
      credential: 'l83Xh7z6Mr8agknsMWI3ycH3Zg0=',
    })
  })

  it('differs by person, expiry and secret', async () => {
    const base = await turnCredentials('coturn-shared-secret', '9876543210', EXPIRY)
    expect((await turnCredentials('coturn-shared-secret', '9811111111', EXPIRY)).credential).not.toBe(base.credential)
    expect((await turnCredentials('coturn-shared-secret', '9876543210', new Date(EXPIRY.getTime() + 1000))).credential).not.toBe(base.credential)
    expect((await turnCredentials('another-secret', '9876543210', EXPIRY)).credential).not.toBe(base.credential)
  })

  it('gives STUN as it is, and TURN only with a secret', async () => {
    const settings = { stunUrls: ['stun:turn.petvaidya.in:3478'], turnUrls: ['turn:turn.petvaidya.in:3478?transport=udp', 'turns:turn.petvaidya.in:5349'], turnSecret: 'coturn-shared-secret' }
    const servers = await iceServersFor(settings, '9876543210', EXPIRY)
    expect(servers).toEqual([
      { urls: ['stun:turn.petvaidya.in:3478'] },
      { urls: settings.turnUrls, username: '1795500000:9876543210', credential: 'l83Xh7z6Mr8agknsMWI3ycH3Zg0=' },
    ])
    expect(await iceServersFor({ ...settings, turnSecret: null }, '9876543210', EXPIRY)).toEqual([{ urls: ['stun:turn.petvaidya.in:3478'] }])
    expect(await iceServersFor({ stunUrls: [], turnUrls: [], turnSecret: null }, '9876543210', EXPIRY)).toEqual([])
  })
})
