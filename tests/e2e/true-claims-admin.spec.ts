import { expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { signInKeepingSession } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

/**
 * What the pages claim comes from lists the team keeps (decision 0063): a 24-hour hospital someone
 * checked, a published video, a vet's registration checked against the register. Runs with the
 * site-changing journeys: it puts a hospital and a video on pages other journeys read.
 */
test.describe.configure({ mode: 'serial' })
// Several admin steps and screenshots per journey, on a machine the suite shares.
test.slow()

const ADMIN = '9000000089'
const VET = '9811100089'
const SHOTS = 'test-results/true-claims'
const HOSPITAL = 'Example Animal Hospital (e2e)'
const VIDEO = 'Checking your dog for ticks after a walk'

test('an admin records a vet’s council and checks the registration against the register', async ({ page, baseURL }) => {
  await signInKeepingSession(page, baseURL as string, ADMIN, 'Neha')
  const origin = new URL(baseURL as string).origin
  const vet = await page.request.post('/api/admin/staff', {
    headers: { origin, 'content-type': 'application/json' },
    data: { name: 'Dr Ira Sen', phoneNumber: VET, role: 'vet', registrationNumber: 'HR-4521', registrationCouncil: 'Haryana Veterinary Council', visitTypes: ['video'] },
  })
  expect([201, 409]).toContain(vet.status())
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, '/admin/staff')
  const row = page.getByRole('listitem', { name: 'Dr Ira Sen' })
  await expect(row).toContainText('Reg. HR-4521, Haryana Veterinary Council')
  await expect(row.getByTestId('registration-check')).toContainText('not yet checked')
  await row.getByRole('button', { name: 'I checked the register' }).click()
  await expect(row.getByTestId('registration-check')).toContainText(`Checked against the register by ${ADMIN} on`)
  await screenshot(page, { path: `${SHOTS}/staff-check-1280.png` })
})

test('an admin lists a checked 24-hour hospital; the emergency page names it with its check', async ({ page, baseURL }) => {
  await signInKeepingSession(page, baseURL as string, ADMIN, 'Neha')
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(page, '/pet-hospital-near-me')
  await expect(page.getByTestId('no-verified-hospitals')).toBeVisible()
  await page.getByTestId('no-verified-hospitals').scrollIntoViewIfNeeded()
  await screenshot(page, { path: `${SHOTS}/hospitals-none-375.png` })

  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, '/admin/hospitals')
  await page.getByRole('button', { name: 'Add a hospital' }).click()
  await page.getByLabel('Hospital name').fill(HOSPITAL)
  await page.getByLabel('Phone').fill('011 4567 8901')
  await page.getByLabel('Address').fill('Plot 9, Example Marg, Saket')
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })
  await page.getByLabel('Last checked on').fill(today)
  await page.getByLabel('Checked by').fill('Neha (support)')
  await page.getByRole('button', { name: 'Add hospital' }).click()
  await expect(page.getByRole('listitem', { name: HOSPITAL })).toContainText('Checked')
  await screenshot(page, { path: `${SHOTS}/admin-hospitals-1280.png`, fullPage: true })

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, '/pet-hospital-near-me')
    const listed = page.getByRole('list', { name: 'Checked 24-hour hospitals' }).getByRole('listitem').filter({ hasText: HOSPITAL })
    await expect(listed).toContainText('by Neha (support). Call ahead')
    await expect(listed.getByRole('link', { name: '011 4567 8901' })).toHaveAttribute('href', 'tel:01145678901')
    await listed.scrollIntoViewIfNeeded()
    await screenshot(page, { path: `${SHOTS}/hospitals-listed-${width}.png` })
  }
})

test('an admin publishes a video; /videos lists it with VideoObject data, /podcasts says none is published', async ({ page, baseURL }) => {
  await signInKeepingSession(page, baseURL as string, ADMIN, 'Neha')
  await page.setViewportSize({ width: 375, height: 900 })
  await gotoHydrated(page, '/admin/media')
  await page.getByRole('button', { name: 'Add a video or episode' }).click()
  await page.getByLabel('Title').fill(VIDEO)
  await page.getByLabel('Summary').fill('A two-minute check after the evening walk, from the ears to the toes.')
  await page.getByLabel('YouTube or Vimeo address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  await page.getByLabel('Status').selectOption('published')
  // A health topic cannot be published before a vet's review: the server says so.
  await page.getByRole('button', { name: 'Add to the library' }).click()
  await expect(page.getByRole('alert')).toContainText('published only after a vet has reviewed it')
  await screenshot(page, { path: `${SHOTS}/admin-media-refused-375.png`, fullPage: true })
  await page.getByLabel('Health topic: a vet must review it before it is published').uncheck()
  await page.getByRole('button', { name: 'Add to the library' }).click()
  await expect(page.getByRole('listitem', { name: VIDEO })).toContainText('Published')

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, '/videos')
    const item = page.getByRole('list', { name: 'Published' }).getByRole('listitem').filter({ hasText: VIDEO })
    await expect(item.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    await expect(page.getByTestId('nothing-published')).toHaveCount(0)
    await screenshot(page, { path: `${SHOTS}/videos-${width}.png` })
  }
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(' ')
  expect(jsonLd).toContain('"@type":"VideoObject"')
  expect(jsonLd).toContain(`"name":"${VIDEO}"`)

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await gotoHydrated(page, '/podcasts')
    await expect(page.getByTestId('nothing-published')).toContainText('No podcast episodes are published yet.')
    await screenshot(page, { path: `${SHOTS}/podcasts-${width}.png` })
  }
})
