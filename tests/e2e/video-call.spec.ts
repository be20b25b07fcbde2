import type { Browser, Page } from '@playwright/test'
import { DEFAULT_VISIT_CHARGES } from '../../core/booking/pricing.ts'
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../support/chromium.ts'
import { expect, test } from './fixtures.ts'
import { signInThroughApi } from './sign-in.ts'
import { textsTo } from './sms-outbox.ts'
import { screenshot } from './screenshot.ts'

// Chromium's fake camera and microphone (a moving test pattern and a beep), allowed without asking.
test.use({ launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] } })
test.describe.configure({ mode: 'serial' })

const ADMIN = '9000000088'
const OWNER = '9833370001'
const VET = { phone: '9833370002', name: 'Dr. Sunita Menon', firstName: 'Sunita' }
const STRANGER = '9833370003'
const NETWORK = '10.235.0'
const PHONE = { width: 375, height: 780 }

const dayInIndia = (days: number) => new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)

async function person(browser: Browser, baseURL: string, host: number, phone: string, name: string, viewport = PHONE) {
  const context = await browser.newContext({ baseURL, viewport, extraHTTPHeaders: { 'x-forwarded-for': `${NETWORK}.${host}` } })
  const page = await context.newPage()
  await signInThroughApi(page, baseURL, phone, name)
  return { context, page }
}

/** How many frames the page's video of the other person shows in a second (0: frozen or none). */
async function framesPerSecond(page: Page, name: string): Promise<number> {
  return page.evaluate(
    (label) =>
      new Promise<number>((resolve) => {
        const video = document.querySelector<HTMLVideoElement>(`video[aria-label="${label}"]`)
        if (!video) return resolve(0)
        let frames = 0
        const count = () => {
          frames += 1
          video.requestVideoFrameCallback(count)
        }
        video.requestVideoFrameCallback(count)
        setTimeout(() => resolve(frames), 1000)
      }),
    `Video of ${name}`,
  )
}

test('owner and vet see each other’s moving video in the room at 375 px; a third owner gets 404; before its window a room waits', async ({ browser, baseURL }) => {
  test.setTimeout(240_000)
  const origin = new URL(baseURL as string).origin
  const headers = { origin, 'content-type': 'application/json' }
  const owner = await person(browser, baseURL as string, 2, OWNER, 'Asha')
  const book = async (date: string) => {
    const booked = await owner.page.request.post('/api/appointments', {
      headers,
      data: {
        petOwnerName: 'Asha Verma',
        phoneNumber: OWNER,
        email: 'asha@example.in',
        petName: 'Bruno',
        petType: 'dog',
        petBreed: 'Labrador',
        serviceType: 'checkup',
        appointmentType: 'video',
        appointmentDate: date,
        appointmentTime: '10:00',
        services: [],
        totalAmount: DEFAULT_VISIT_CHARGES.video.discountedPrice,
        notes: 'Scratching his left ear',
        userId: OWNER,
      },
    })
    expect(booked.status(), await booked.text()).toBe(201)
    return (await booked.json()).id as string
  }
  const soon = await book(dayInIndia(1))
  const later = await book(dayInIndia(9))

  // The booking's SMS carries the room's link.
  await expect.poll(() => textsTo(OWNER).join('\n'), { timeout: 30_000 }).toContain(`${origin}/visits/${soon}/call`)

  const admin = await adminOf(browser, baseURL as string)
  const added = await admin.page.request.post('/api/admin/staff', { headers, data: { name: VET.name, phoneNumber: VET.phone, role: 'vet', registrationNumber: 'HR-40335', cities: ['Gurgaon'], visitTypes: ['video'] } })
  expect(added.status(), await added.text()).toBe(201)
  for (const id of [soon, later]) {
    expect((await admin.page.request.post(`/api/admin/appointments/${id}/status`, { headers, data: { status: 'confirmed' } })).status()).toBe(200)
    expect((await admin.page.request.post(`/api/admin/appointments/${id}/assign`, { headers, data: { vetId: VET.phone } })).status()).toBe(200)
  }

  // Anyone else: the server answers 404.
  const stranger = await person(browser, baseURL as string, 4, STRANGER, 'Neha')
  expect((await stranger.page.goto(`/visits/${soon}/call`))?.status()).toBe(404)

  // Nine days ahead the room waits, with the time in India time and a countdown.
  await owner.page.goto(`/visits/${later}/call`)
  await expect(owner.page.getByRole('heading', { name: 'Your call opens soon' })).toBeVisible()
  await expect(owner.page.getByText('The room opens at')).toContainText('India time')
  // About 8 days to go, in hours and minutes (the countdown's seconds show in its last hour).
  await expect(owner.page.getByRole('timer')).toHaveText(/^\d{3} h \d{2} min$/)

  // The vet joins from their day.
  const vet = await person(browser, baseURL as string, 3, VET.phone, VET.firstName)
  await vet.page.goto('/vet')
  await vet.page.getByRole('link', { name: 'Join call' }).first().click()
  await expect(vet.page).toHaveURL(new RegExp(`/visits/${soon}/call$`), { timeout: 45_000 })
  await owner.page.goto(`/visits/${soon}/call`)

  await expect(owner.page.locator(`video[aria-label="Video of ${VET.name}"]`)).toBeVisible({ timeout: 30_000 })
  await expect(vet.page.locator('video[aria-label="Video of Asha Verma"]')).toBeVisible({ timeout: 30_000 })
  await expect(owner.page.getByRole('status')).toHaveCount(0, { timeout: 30_000 })
  // Each sees the other's video moving: frames keep arriving.
  // (A busy machine encodes few frames a second: new frames at all is what counts.)
  await expect.poll(() => framesPerSecond(owner.page, VET.name), { timeout: 20_000 }).toBeGreaterThan(0)
  await expect.poll(() => framesPerSecond(vet.page, 'Asha Verma'), { timeout: 20_000 }).toBeGreaterThan(0)
  const time = (page: Page, name: string) => page.locator(`video[aria-label="Video of ${name}"]`).evaluate((video: HTMLVideoElement) => video.currentTime)
  const before = await time(owner.page, VET.name)
  await expect.poll(() => time(owner.page, VET.name)).toBeGreaterThan(before + 0.5)
  const vetBefore = await time(vet.page, 'Asha Verma')
  await expect.poll(() => time(vet.page, 'Asha Verma')).toBeGreaterThan(vetBefore + 0.5)

  // Nothing floats over the call's controls, its chat or the record tab.
  for (const page of [owner.page, vet.page]) await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveCount(0)

  // The vet's joining started the visit: the record form is beside the call (a tab on a phone).
  await vet.page.getByRole('tab', { name: 'Visit record' }).click()
  await expect(vet.page.getByRole('region', { name: 'Visit record' })).toBeVisible({ timeout: 15_000 })

  // A chat line reaches the other side.
  await owner.page.getByRole('textbox', { name: 'Message' }).fill('He keeps scratching his left ear.')
  await owner.page.getByRole('button', { name: 'Send message' }).click()
  await vet.page.getByRole('tab', { name: 'Chat' }).click()
  await expect(vet.page.getByText('He keeps scratching his left ear.')).toBeVisible()

  await screenshot(owner.page, { path: test.info().outputPath('call-owner-375.png'), fullPage: true })
  await screenshot(vet.page, { path: test.info().outputPath('call-vet-375.png'), fullPage: true })
  await vet.page.setViewportSize({ width: 1280, height: 800 })
  await screenshot(vet.page, { path: test.info().outputPath('call-vet-1280.png'), fullPage: true })

  // Hanging up: the other side is told, and waits.
  await owner.page.getByRole('button', { name: 'Hang up' }).click()
  await expect(owner.page.getByRole('status')).toHaveText('You left the call.')
  await expect(vet.page.getByRole('status')).toHaveText('Waiting for the other person to join…')
  for (const side of [owner, vet, stranger]) await side.context.close()
})

type Person = { page: Page; close: () => Promise<void> }

async function someone(browser: Browser, baseURL: string, host: number, phone: string, name: string): Promise<Person> {
  const { context, page } = await person(browser, baseURL, host, phone, name)
  return { page, close: () => context.close() }
}

/** The admin signs in once for the file (one code per phone per 30 s). */
let signedInAdmin: Promise<Person> | null = null
const adminOf = (browser: Browser, baseURL: string) => (signedInAdmin ??= someone(browser, baseURL, 1, ADMIN, 'Meera'))
test.afterAll(async () => {
  await (await signedInAdmin)?.close()
})

/** A video visit for tomorrow (its room open in the journeys' settings), booked by the owner and assigned to a new vet. */
async function videoVisit(browser: Browser, baseURL: string, people: { owner: Person; ownerPhone: string; vetPhone: string; vetName: string; admin: Person }): Promise<string> {
  const headers = { origin: new URL(baseURL).origin, 'content-type': 'application/json' }
  const booked = await people.owner.page.request.post('/api/appointments', {
    headers,
    data: {
      petOwnerName: 'Asha Verma',
      phoneNumber: people.ownerPhone,
      email: 'asha@example.in',
      petName: 'Bruno',
      petType: 'dog',
      petBreed: 'Labrador',
      serviceType: 'checkup',
      appointmentType: 'video',
      appointmentDate: dayInIndia(1),
      appointmentTime: '11:00',
      services: [],
      totalAmount: DEFAULT_VISIT_CHARGES.video.discountedPrice,
      notes: 'Limping since yesterday',
      userId: people.ownerPhone,
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const id = (await booked.json()).id as string
  const added = await people.admin.page.request.post('/api/admin/staff', {
    headers,
    data: { name: people.vetName, phoneNumber: people.vetPhone, role: 'vet', registrationNumber: 'HR-40336', cities: ['Gurgaon'], visitTypes: ['video'] },
  })
  expect(added.status(), await added.text()).toBe(201)
  expect((await people.admin.page.request.post(`/api/admin/appointments/${id}/status`, { headers, data: { status: 'confirmed' } })).status()).toBe(200)
  expect((await people.admin.page.request.post(`/api/admin/appointments/${id}/assign`, { headers, data: { vetId: people.vetPhone } })).status()).toBe(200)
  return id
}

/** Whether the page's video of `name` shows new frames (waits up to a second for one). */
async function moving(page: Page, name: string): Promise<boolean> {
  return page.evaluate(
    (label) =>
      new Promise<boolean>((resolve) => {
        const video = document.querySelector<HTMLVideoElement>(`video[aria-label="${label}"]`)
        if (!video) return resolve(false)
        video.requestVideoFrameCallback(() => resolve(true))
        setTimeout(() => resolve(false), 1000)
      }),
    `Video of ${name}`,
  )
}

/** The tracks of the other person's stream the page receives, by kind. */
const receivedKinds = (page: Page, name: string) =>
  page.locator(`video[aria-label="Video of ${name}"]`).evaluate((video: HTMLVideoElement) => ((video.srcObject as MediaStream | null)?.getTracks() ?? []).filter((track) => track.readyState === 'live').map((track) => track.kind).sort())

/** getUserMedia as a browser answers when the camera (or both) is refused or absent; `window.allowMedia = true` lifts it. */
function mediaAnswers(refuse: string) {
  const real = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
  navigator.mediaDevices.getUserMedia = (constraints?: MediaStreamConstraints) => {
    if ((window as { allowMedia?: boolean }).allowMedia) return real(constraints)
    if (refuse === 'both-blocked') return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
    if (constraints?.video) return Promise.reject(new DOMException('Requested device not found', 'NotFoundError'))
    return real(constraints)
  }
}

async function connected(owner: Page, vet: Page, ownerName: string, vetName: string): Promise<void> {
  for (const page of [owner, vet]) await expect(page.getByRole('status')).toHaveCount(0, { timeout: 30_000 })
  await expect.poll(() => moving(owner, vetName), { timeout: 20_000 }).toBe(true)
  await expect.poll(() => moving(vet, ownerName), { timeout: 20_000 }).toBe(true)
}

test('a dropped connection comes back by itself: both sides say “Reconnecting…”, then see each other again; Switch camera on a one-camera device keeps the call', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const base = baseURL as string
  const owner = await someone(browser, base, 11, '9833370111', 'Asha')
  const admin = await adminOf(browser, base)
  const vetName = 'Dr. Farah Qureshi'
  const id = await videoVisit(browser, base, { owner, ownerPhone: '9833370111', vetPhone: '9833370112', vetName, admin })
  const vet = await someone(browser, base, 12, '9833370112', 'Farah')

  // The owner's signalling goes through a route the journey can cut, as a network drop would, and
  // whose next connection it holds until both sides have been seen waiting for it.
  const sockets: Array<{ close: (options?: { code?: number; reason?: string }) => Promise<void> }> = []
  let networkBack: () => void = () => undefined
  const back = new Promise<void>((resolve) => {
    networkBack = resolve
  })
  await owner.page.routeWebSocket(/\/call\/socket$/, async (socket) => {
    sockets.push(socket)
    if (sockets.length > 1) await back
    socket.connectToServer()
  })
  await vet.page.goto(`/visits/${id}/call`)
  await owner.page.goto(`/visits/${id}/call`)
  await connected(owner.page, vet.page, 'Asha Verma', vetName)
  expect(sockets).toHaveLength(1)

  // The owner's connection is lost (closed without a hang-up): each side says so until the owner is back.
  await sockets[0]?.close({ code: 4000, reason: 'Network lost' })
  await expect(owner.page.getByRole('status')).toHaveText('Reconnecting…')
  await expect(vet.page.getByRole('status')).toHaveText('Reconnecting…')
  // The owner's page tries again by itself; the network comes back.
  await expect.poll(() => sockets.length, { timeout: 15_000 }).toBe(2)
  networkBack()

  // Nobody pressed anything: the two see each other again.
  await connected(owner.page, vet.page, 'Asha Verma', vetName)
  await expect(owner.page.getByRole('button', { name: 'Hang up' })).toBeVisible()

  // A device with one camera (this one): Switch camera keeps it, says so, and the call goes on.
  await owner.page.getByRole('button', { name: 'Switch camera' }).click()
  await expect(owner.page.getByTestId('switch-camera-note')).toHaveText('This device has no other camera we can use: the call goes on with this one.')
  await expect(owner.page.getByText('No camera or microphone found')).toHaveCount(0)
  await expect(owner.page.getByRole('button', { name: 'Turn camera off' })).toBeEnabled()
  await expect.poll(() => moving(vet.page, 'Asha Verma'), { timeout: 20_000 }).toBe(true)
  await expect.poll(() => moving(owner.page, vetName), { timeout: 20_000 }).toBe(true)
  for (const side of [owner, vet]) await side.close()
})

test('camera and microphone blocked: the owner is told how to allow them, can ask for a phone call, and joins with them after Try again', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const base = baseURL as string
  const owner = await someone(browser, base, 21, '9833370121', 'Asha')
  const admin = await adminOf(browser, base)
  const vetName = 'Dr. Rohan Iyer'
  const id = await videoVisit(browser, base, { owner, ownerPhone: '9833370121', vetPhone: '9833370122', vetName, admin })
  const vet = await someone(browser, base, 22, '9833370122', 'Rohan')
  await owner.page.addInitScript(mediaAnswers, 'both-blocked')

  await vet.page.goto(`/visits/${id}/call`)
  await owner.page.goto(`/visits/${id}/call`)
  const help = owner.page.getByRole('alert').filter({ hasText: 'Camera and microphone are blocked' })
  await expect(help).toBeVisible({ timeout: 30_000 })
  await expect(help).toContainText('In Chrome on Android, tap the icon left of the address bar')
  await expect(help).toContainText(`you can still see and hear ${vetName}`)
  await expect(owner.page.locator('video[aria-label="Your own video"]')).toHaveCount(0)
  // The call goes on without them: the owner sees the vet.
  await expect.poll(() => moving(owner.page, vetName), { timeout: 30_000 }).toBe(true)
  await screenshot(owner.page, { path: test.info().outputPath('call-blocked-375.png'), fullPage: true })
  await owner.page.setViewportSize({ width: 1280, height: 800 })
  await screenshot(owner.page, { path: test.info().outputPath('call-blocked-1280.png'), fullPage: true })
  await owner.page.setViewportSize(PHONE)
  // On a phone the call's controls come first, the help under them.
  const helpTop = (await help.boundingBox())?.y ?? 0
  expect((await owner.page.getByRole('button', { name: 'Hang up' }).boundingBox())?.y).toBeLessThan(helpTop)

  // A phone call instead: the vet is told the number to ring.
  await help.getByRole('button', { name: 'Call me on the phone instead' }).click()
  await expect(help).toContainText(`${vetName} has been asked to ring you`)
  await expect(vet.page.getByRole('alert').filter({ hasText: 'cannot use the camera' }).getByRole('link', { name: '+91 9833370121' })).toHaveAttribute('href', 'tel:+919833370121')

  // The owner allows them in the browser's settings and tries again: the vet sees them.
  await owner.page.evaluate(() => {
    ;(window as { allowMedia?: boolean }).allowMedia = true
  })
  await help.getByRole('button', { name: 'Try again' }).click()
  await expect(help).toHaveCount(0)
  await expect(owner.page.locator('video[aria-label="Your own video"]')).toBeVisible()
  await connected(owner.page, vet.page, 'Asha Verma', vetName)
  expect(await receivedKinds(vet.page, 'Asha Verma')).toEqual(['audio', 'video'])
  for (const side of [owner, vet]) await side.close()
})

test('a vet without a camera: the call goes on with sound from the vet and video from the owner', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const base = baseURL as string
  const owner = await someone(browser, base, 31, '9833370131', 'Asha')
  const admin = await adminOf(browser, base)
  const vetName = 'Dr. Leela Nair'
  const id = await videoVisit(browser, base, { owner, ownerPhone: '9833370131', vetPhone: '9833370132', vetName, admin })
  const vet = await someone(browser, base, 32, '9833370132', 'Leela')
  await vet.page.addInitScript(mediaAnswers, 'no-camera')

  // Both open the room at the same moment.
  await Promise.all([vet.page.goto(`/visits/${id}/call`), owner.page.goto(`/visits/${id}/call`)])
  const help = vet.page.getByRole('alert').filter({ hasText: 'No camera: the call goes on with sound only' })
  await expect(help).toBeVisible({ timeout: 30_000 })
  await expect(help.getByRole('button', { name: 'Try again' })).toBeVisible()
  // Only the owner is offered a phone call instead.
  await expect(help.getByRole('button', { name: 'Call me on the phone instead' })).toHaveCount(0)
  await expect(vet.page.getByRole('button', { name: 'Mute' })).toBeEnabled()
  await expect(vet.page.getByRole('button', { name: 'Turn camera off' })).toBeDisabled()

  for (const page of [owner.page, vet.page]) await expect(page.getByRole('status')).toHaveCount(0, { timeout: 30_000 })
  await expect.poll(() => moving(vet.page, 'Asha Verma'), { timeout: 20_000 }).toBe(true)
  await expect.poll(() => receivedKinds(owner.page, vetName), { timeout: 20_000 }).toEqual(['audio'])
  for (const side of [owner, vet]) await side.close()
})
