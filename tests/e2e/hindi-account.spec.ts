import { mkdirSync } from 'node:fs'
import hiAssistant from '../../content/i18n/hi/assistant.ts'
import hiHome from '../../content/i18n/hi/home.ts'
import { type Page, expect, test } from './fixtures.ts'
import { englishLeftOnPage } from './hindi-text.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

const SHOTS = 'test-results/hindi-account'
mkdirSync(SHOTS, { recursive: true })

const jsonHeaders = (baseURL: string) => ({ origin: new URL(baseURL).origin, 'content-type': 'application/json' })

/** An owner's pet and saved address, made through the API; the pet's id. */
async function seedOwner(page: Page, baseURL: string, phone: string): Promise<string> {
  const headers = jsonHeaders(baseURL)
  const pet = await page.request.post('/api/pets', { headers, data: { name: 'Sheru', type: 'dog', breed: 'Beagle', birthDate: '2025-06-01' } })
  expect(pet.status()).toBe(201)
  const address = await page.request.post('/api/addresses', {
    headers,
    data: { userId: phone, addressLine1: 'B-12, Sector 45', city: 'Gurgaon', pincode: '122003', isDefault: true, tag: 'Home' },
  })
  expect(address.status()).toBe(201)
  return ((await pet.json()) as { id: string }).id
}

// A long journey on one page after another: more time than one page's test.
test.describe.configure({ timeout: 180_000 })

const OWNER = 'Asha'

/**
 * English words left on the page, but for the owner's own name: the header's account button says
 * it in its label ('अकाउंट का मेन्यू, Asha'), which no mark can cover inside an attribute.
 */
async function englishLeft(page: Page, within?: string): Promise<string[]> {
  return (await englishLeftOnPage(page, within ? { within } : {})).filter((word) => word !== OWNER)
}


async function shot(page: Page, name: string) {
  await screenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true })
}

for (const width of [375, 1280] as const) {
  test(`at ${width} px a signed-in owner reads the account, a pet's health record and the assistant in Hindi`, async ({ page, baseURL }) => {
    const phone = width === 375 ? '9877750001' : '9877750002'
    await page.setViewportSize({ width, height: 800 })
    await signInThroughApi(page, baseURL as string, phone, OWNER)
    const petId = await seedOwner(page, baseURL as string, phone)

    // The account page: details, language of messages, membership, addresses, pets, sessions and data.
    await gotoHydrated(page, '/hi/account')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरा अकाउंट')
    await expect(page.getByRole('heading', { name: 'आपकी जानकारी' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'मैसेज की भाषा' })).toBeVisible()
    await expect(page.getByTestId('saved-address')).toContainText('घर')
    await expect(page.getByRole('heading', { name: 'आप कहाँ-कहाँ लॉग इन हैं' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sheru का हेल्थ रिकॉर्ड' })).toBeVisible()
    await expect(page.getByTestId('membership-none')).toBeVisible()
    expect(await englishLeft(page)).toEqual([])
    await shot(page, `account-hi-${width}`)

    // The delete dialog says what it would do, in Hindi.
    await page.getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' }).click()
    const confirm = page.getByRole('dialog', { name: 'अपना अकाउंट डिलीट करें?' })
    await expect(confirm.getByText('आपकी कोई आने वाली विज़िट नहीं है, इसलिए कुछ कैंसिल नहीं होगा।')).toBeVisible()
    expect(await englishLeft(page, '[role="dialog"]')).toEqual([])
    await confirm.getByRole('button', { name: 'अकाउंट रहने दें' }).click()

    // The pet's health record, from its link on the account page.
    await page.getByRole('link', { name: 'Sheru का हेल्थ रिकॉर्ड' }).click()
    await expect(page).toHaveURL(new RegExp(`/hi/pet-profiles/${petId}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 2, name: 'Sheru का हेल्थ रिकॉर्ड' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('heading', { name: 'वैक्सीन और देखभाल का प्लान' })).toBeVisible()
    await expect(page.getByTestId('plan-item').first()).toBeVisible()
    expect(await englishLeft(page)).toEqual([])
    await shot(page, `health-record-hi-${width}`)
    await page.getByRole('link', { name: 'सभी पालतू' }).click()
    await expect(page).toHaveURL(/\/hi\/pet-profiles$/)

    // The assistant, opened from the Hindi home page: its form and the chat's frame in Hindi.
    await gotoHydrated(page, '/hi')
    const carousel = page.getByRole('region', { name: hiHome.assistant.carousel, exact: true })
    await carousel.scrollIntoViewIfNeeded()
    await carousel.getByRole('button', { name: `${hiHome.assistant.start}: ${hiHome.assistant.tools.recommender.title}` }).click()
    const form = page.getByRole('dialog', { name: hiAssistant.petForm.title })
    await expect(form).toBeVisible()
    await form.getByRole('button', { name: hiAssistant.petForm.submit }).click()
    await expect(form.getByText(hiAssistant.petForm.categoryRequired)).toBeVisible()
    await expect(form.getByText(hiAssistant.petForm.ageRequired)).toBeVisible()
    expect(await englishLeft(page, '[role="dialog"]')).toEqual([])
    await form.getByLabel(hiAssistant.petForm.category).selectOption('dog')
    await form.getByLabel(hiAssistant.petForm.breed).fill('Labrador')
    await form.getByLabel(hiAssistant.petForm.age).fill('2 years')
    await form.getByRole('button', { name: hiAssistant.petForm.submit }).click()
    const chat = page.getByTestId('assistant-chat')
    await expect(chat).toBeVisible()
    await expect(chat.getByTestId('advice-review')).toContainText(hiAssistant.advice.translated)
    await expect(chat.locator('[data-role="assistant"]').first()).toContainText('के खाने, कसरत')
    expect(await englishLeft(page, '[data-testid="assistant-chat"]')).toEqual([])

    await chat.getByLabel(hiAssistant.chat.message).fill('plan')
    await chat.getByRole('button', { name: hiAssistant.chat.send }).click()
    const reply = chat.locator('[data-role="assistant"]').nth(1)
    await expect(reply).toContainText(hiAssistant.headings.diet)
    await expect(reply).toContainText(hiAssistant.notADiagnosis)
    await expect(reply.getByRole('button', { name: hiAssistant.chat.bookVaccination })).toBeVisible()
    // The plan reads in Hindi; only the vaccines' names stay as their cards print them, marked English.
    await expect(reply).toContainText('पूरा और संतुलित डॉग फ़ूड, दिन में 2 बार नापकर')
    await expect(reply.locator('[lang="en"]').first()).toHaveText('DHPPi')
    await expect(chat.getByText(hiAssistant.chat.adviceInEnglish)).toHaveCount(0)
    expect(await englishLeft(page, '[data-testid="assistant-chat"]')).toEqual([])
    await screenshot(page, { path: `${SHOTS}/assistant-plan-hi-${width}.png` })

    // In an emergency, what to do reads in Hindi: go now, the nearest hospital, the phone line and its hours.
    await chat.getByLabel(hiAssistant.chat.message).fill('my dog was hit by a car and is bleeding')
    await chat.getByRole('button', { name: hiAssistant.chat.send }).click()
    const emergency = chat.locator('[data-role="assistant"]').nth(2)
    await expect(emergency).toContainText(hiAssistant.headings.goNow)
    await expect(emergency).toContainText(hiAssistant.lines.nearestHospital)
    await expect(emergency).toContainText('रास्ते में हमारी फ़ोन लाइन आपको सलाह दे सकती है, हर दिन सुबह 7:30 बजे से रात 9 बजे तक;')
    expect(await englishLeft(page, '[data-testid="assistant-chat"]')).toEqual([])
    await screenshot(page, { path: `${SHOTS}/assistant-hi-${width}.png` })
  })
}

test('the English account and health record stay English', async ({ page, baseURL }) => {
  const phone = '9877750003'
  await signInThroughApi(page, baseURL as string, phone, OWNER)
  const petId = await seedOwner(page, baseURL as string, phone)
  await gotoHydrated(page, '/account')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit B-12, Sector 45' })).toBeVisible()
  await gotoHydrated(page, `/pet-profiles/${petId}`)
  await expect(page.getByRole('heading', { level: 2, name: "Sheru's health record" })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Vaccination and care plan' })).toBeVisible()
})
