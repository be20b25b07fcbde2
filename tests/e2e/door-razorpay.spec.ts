import QRCode from 'qrcode-svg'
import { personAt, visitsInProgress } from './door-visits.ts'
import { expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { screenshot } from './screenshot.ts'

/** This file's phones: its admin (ADMIN_PHONES in playwright.config.ts), a vet and an owner. */
const ADMIN = '9000000092'
const VET = '9833310101'
const OWNER = '9833310102'
const RAZORPAY_IMAGE = 'https://rzp.io/i/DoorQrTest01'



test('with Razorpay the vet’s QR screen shows Razorpay’s QR image, and turns to paid without a reload', async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  const base = baseURL as string
  const team = { network: '10.234.0', admin: ADMIN, owner: OWNER, vet: { phone: VET, name: 'Dr. Farah Khan', firstName: 'Farah', registrationNumber: 'HR-40113' } }
  const { owner, admin, vet } = await visitsInProgress(browser, base, team, [{ petName: 'Moti', time: '12:00' }])
  // The server here runs the local provider: its collect answer is given Razorpay's shape (an
  // image of the QR at rzp.io, no SVG), and rzp.io answers with a QR picture, as Razorpay would.
  let localPayUrl = ''
  await vet.page.route('**/api/vet/visits/*/collect', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    localPayUrl = body.url
    await route.fulfill({ response, json: { ...body, qrSvg: null, qrImageUrl: RAZORPAY_IMAGE, url: RAZORPAY_IMAGE } })
  })
  await vet.page.route('https://rzp.io/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: new QRCode({ content: 'upi://pay?pa=petvaidya@razorpay&am=799.00', padding: 2, width: 256, height: 256, join: true }).svg() }),
  )

  for (const width of [375, 1280]) {
    await vet.page.setViewportSize({ width, height: 800 })
    await gotoHydrated(vet.page, '/vet')
    const visit = vet.page.getByRole('listitem', { name: /Moti at/ })
    const bill = visit.getByRole('region', { name: 'Bill' })
    await expect(bill.getByTestId('amount-due')).toHaveText('Due: ₹799')
    await bill.getByRole('button', { name: 'Show UPI QR' }).click()
    const qr = vet.page.getByRole('dialog', { name: 'UPI QR code' })
    await expect(qr).toContainText('Scan to pay ₹799')
    const image = qr.getByRole('img', { name: 'UPI QR code for ₹799' })
    await expect(image).toHaveAttribute('src', RAZORPAY_IMAGE)
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    // No link to the picture itself: the owner scans the QR.
    await expect(qr.getByTestId('qr-link')).toHaveCount(0)
    await screenshot(vet.page, { path: `test-results-door-razorpay/razorpay-qr-${width}.png` })
    if (width === 1280) {
      // The owner pays; the vet's screen turns without a reload.
      const payer = await personAt(browser, base, '10.234.0.4')
      await payer.page.goto(localPayUrl)
      await payer.page.getByRole('button', { name: 'Pay ₹799' }).click()
      await expect(payer.page.getByRole('heading', { name: 'Paid ₹799' })).toBeVisible()
      await expect(visit.getByRole('status')).toHaveText('Paid ₹799 by UPI', { timeout: 3_000 })
      await payer.context.close()
    } else {
      await qr.getByRole('button', { name: 'Close' }).click()
    }
  }

  for (const opened of [owner, admin, vet]) await opened.context.close()
})
