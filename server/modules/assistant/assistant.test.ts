import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TriageResponse } from '../../../core/contracts/assistant.ts'
import { type TestApp, createTestApp } from '../../../tests/support/test-app.ts'

let t: TestApp
const ORIGIN = 'http://localhost:3000'
const pet = { category: 'dog', breed: 'Labrador', age: '3 years' }

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.app.close()
})

function ask(payload: unknown, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/assistant/triage',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: JSON.stringify(payload),
  })
}

describe('POST /api/assistant/triage', () => {
  it('answers an emergency with go-now first and the red flags', async () => {
    const response = await ask({ message: 'Mera kutta chocolate kha gaya', pet })
    expect(response.statusCode).toBe(200)
    const body = TriageResponse.parse(response.json())
    expect(body.urgency).toBe('emergency')
    expect(body.reply.startsWith('Go to a vet now')).toBe(true)
    expect(body.flags.map((flag) => flag.id)).toContain('poisoning')
    expect(body.reply).toContain('Go to the nearest open vet clinic or 24-hour animal hospital now')
    expect(body.reply).toContain('Our phone line can advise you on the way, every day from 8 am to 10 pm')
  })

  it('answers a cat that cannot pee with the urinary flag, one engine with the chat', async () => {
    const body = TriageResponse.parse((await ask({ message: 'my cat cant pee, straining in the litter box', pet: { category: 'cat', breed: 'Persian', age: '6 months' } })).json())
    expect(body).toMatchObject({ urgency: 'emergency' })
    expect(body.flags.map((flag) => flag.id)).toContain('urinary-blockage')
    expect(body.flags.map((flag) => flag.id)).not.toContain('bloat')
  })

  it('warns against a human medicine asked about, and grades the question a vet today', async () => {
    const body = TriageResponse.parse((await ask({ message: 'can I give paracetamol to my cat?', pet: { category: 'cat', breed: 'Indie', age: '2 years' } })).json())
    expect(body.urgency).toBe('soon')
    expect(body.reply).toMatch(/Never give your pet paracetamol/)
  })

  it('answers a routine question as routine, with the note that it is not a diagnosis', async () => {
    const body = TriageResponse.parse((await ask({ message: 'How often should I bathe him?', pet })).json())
    expect(body).toMatchObject({ urgency: 'routine', flags: [] })
    expect(body.reply).toMatch(/not a diagnosis/)
  })

  it('adapts to the pet: heavy panting is an emergency for a pug', async () => {
    const body = TriageResponse.parse((await ask({ message: 'panting heavily', pet: { category: 'dog', breed: 'Pug', age: '2 years' } })).json())
    expect(body.urgency).toBe('emergency')
  })

  it.each([
    [{ pet }, 'message'],
    [{ message: '   ', pet }, 'message: Enter a message'],
    [{ message: 'hi\u0000', pet }, 'message'],
    [{ message: 'x'.repeat(2001), pet }, 'message'],
    [{ message: 'hi' }, 'pet'],
    [{ message: 'hi', pet: { ...pet, category: 'lizard' } }, 'pet.category'],
    [{ message: 'hi', pet: { ...pet, breed: '' } }, 'pet.breed: Please enter the breed'],
    [{ message: 'hi', pet: { ...pet, age: 42 } }, 'pet.age: age must be a string'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const response = await ask(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
    expect(response.json().error).toContain(field)
  })

  it('is rate-limited by the write limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '2' })
    try {
      const answers = [await ask({ message: 'hi', pet }, limited.app), await ask({ message: 'hi', pet }, limited.app), await ask({ message: 'hi', pet }, limited.app)]
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429])
    } finally {
      await limited.app.close()
    }
  })
})
