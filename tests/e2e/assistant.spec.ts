import { ASSISTANT_TOOLS } from '../../content/assistant/tools.ts'
import { expectNoAxeViolations } from './a11y.ts'
import { type Locator, type Page, expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { E2E_BUSINESS } from './business.ts'
import { latestCode, signInThroughApi } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

const NARROW = { width: 375, height: 800 }
const toolTitle = (id: string) => ASSISTANT_TOOLS.find((tool) => tool.id === id)?.title ?? id

async function startChat(page: Page, id: string) {
  await gotoHydrated(page, '/')
  const carousel = page.getByRole('region', { name: 'Assistant tools', exact: true })
  await carousel.scrollIntoViewIfNeeded()
  await carousel.getByRole('button', { name: `Start Chat: ${toolTitle(id)}` }).click()
}

async function fillPetForm(page: Page, pet: { category: string; breed: string; age: string }): Promise<Locator> {
  const form = page.getByRole('dialog', { name: 'Pet Information' })
  await expect(form).toBeVisible()
  await form.getByLabel('Pet category').selectOption(pet.category)
  await form.getByLabel('Breed').fill(pet.breed)
  await form.getByLabel('Age').fill(pet.age)
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form).toBeHidden()
  const chat = page.getByTestId('assistant-chat')
  await expect(chat).toBeVisible()
  await expect(chat).toHaveCSS('height', '500px')
  return chat
}

/** Sends a message and waits for the assistant's answer to it (it comes after a second). */
async function send(chat: Locator, text: string, how: 'enter' | 'button' = 'button'): Promise<Locator> {
  const replies = chat.locator('[data-role="assistant"]')
  const before = await replies.count()
  await chat.getByLabel('Message').fill(text)
  if (how === 'enter') await chat.getByLabel('Message').press('Enter')
  else await chat.getByRole('button', { name: 'Send' }).click()
  await expect(chat.locator('[data-role="user"]').last()).toHaveText(text)
  await expect(chat.getByLabel('Message')).toHaveValue('')
  await expect(chat.getByText('Typing…')).toBeVisible()
  await expect(replies).toHaveCount(before + 1)
  return replies.last()
}

async function expectEmergencyFirst(reply: Locator) {
  await expect(reply).toContainText(/^Go to a vet now/)
  await expect(reply).toContainText('Go to the nearest open vet clinic or 24-hour animal hospital now')
  await expect(reply).toContainText(`Our phone line can advise you on the way, every day from ${E2E_BUSINESS.hours}`)
  const call = reply.getByRole('link', { name: `Call ${E2E_BUSINESS.phone}` })
  await expect(call).toHaveAttribute('href', E2E_BUSINESS.phoneHref)
  await expect(reply.getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute('href', E2E_BUSINESS.whatsappHref)
  // A home visit is not emergency care: no booking button. The line's hours are said once, with the hospital advice.
  await expect(reply.getByRole('button', { name: 'Book a home visit' })).toHaveCount(0)
  await expect(reply).toContainText(`outside those hours, the hospital is your first call`)
  expect((await reply.innerText()).match(/outside those hours/gi)).toHaveLength(1)
  await expect(reply).toContainText('not a diagnosis')
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(NARROW)
})

test('an unverified visitor verifies, then the remembered triage tool asks for the pet and answers an emergency first', async ({ page }) => {
  const phone = '9822800101'
  await startChat(page, 'triage')
  const verify = page.getByRole('dialog', { name: 'Verify to Access AI Tools' })
  await expect(verify).toBeVisible()
  await verify.getByLabel('First Name').fill('Neha')
  await verify.getByLabel('Phone Number').fill(phone)
  await verify.getByRole('button', { name: 'Get OTP via SMS' }).click()
  await verify.getByPlaceholder('6-digit code').fill(latestCode(phone))
  await verify.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(verify).toBeHidden()

  const form = page.getByRole('dialog', { name: 'Pet Information' })
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Please select a pet category')).toBeVisible()
  await expect(form.getByText('Please enter the breed')).toBeVisible()
  await expect(form.getByText('Please enter the age')).toBeVisible()
  await form.getByLabel('Age').fill('2')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText("Add a unit to 2: '2 years', '2 months' or '2 weeks'")).toBeVisible()

  const chat = await fillPetForm(page, { category: 'dog', breed: 'Labrador', age: '2 years' })
  const emergency = await send(chat, 'mera kutta chocolate kha gaya, ab ulti kar raha hai', 'enter')
  await expectEmergencyFirst(emergency)
  await screenshot(page, { path: test.info().outputPath('triage-375.png') })
  const routine = await send(chat, 'How often should I bathe him?')
  await expect(routine).toContainText('No emergency signs')
  await expect(routine.getByRole('link', { name: /Call/ })).toHaveCount(0)
  await expectNoAxeViolations(page, '[data-testid="assistant-chat"]')
})

test('a verified user goes straight to the symptom checker form; it asks one question at a time', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9822800102')
  await startChat(page, 'symptom')
  await expect(page.getByRole('dialog', { name: 'Verify to Access AI Tools' })).toHaveCount(0)
  const chat = await fillPetForm(page, { category: 'cat', breed: 'Persian', age: '6 months' })

  await chat.getByLabel('Message').fill('   ')
  await chat.getByLabel('Message').press('Enter')
  await expect(chat.locator('[data-role="user"]')).toHaveCount(0)

  await expect(await send(chat, 'she is sneezing')).toContainText('How long has this been going on?')
  await expect(await send(chat, '2 days')).toContainText('eating and drinking')
  await expect(await send(chat, 'less than usual')).toContainText('energy')
  await expect(await send(chat, 'normal')).toContainText('vomiting or diarrhoea')
  const result = await send(chat, 'no')
  await expect(result).toContainText('To discuss with the vet')
  await expect(result).toContainText('not a diagnosis')

  await expectEmergencyFirst(await send(chat, 'now she is breathing with her mouth open'))
  await screenshot(page, { path: test.info().outputPath('symptom-375.png') })
})

test('the care recommender builds a plan with a Book vaccination action, and still answers an emergency first', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9822800103')
  await startChat(page, 'recommender')
  const chat = await fillPetForm(page, { category: 'dog', breed: 'Pug', age: '10 weeks' })
  const plan = await send(chat, 'Which vaccines does he need?')
  await expect(plan).toContainText('DHPPi')
  await expect(plan).toContainText('Anti-rabies')
  await expect(plan.getByRole('button', { name: 'Book vaccination' })).toBeVisible()
  await screenshot(page, { path: test.info().outputPath('recommender-plan-375.png') })
  await page.setViewportSize({ width: 1280, height: 800 })
  await screenshot(page, { path: test.info().outputPath('recommender-plan-1280.png') })
  await page.setViewportSize(NARROW)
  await expectEmergencyFirst(await send(chat, 'he just ate raisins'))
  await screenshot(page, { path: test.info().outputPath('recommender-375.png') })

  await chat.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: `Start Chat: ${toolTitle('recommender')}` }).click()
  const form = page.getByRole('dialog', { name: 'Pet Information' })
  await expect(form.getByLabel('Breed')).toHaveValue('')
})

test('signs told in words no rule holds are weighed once more: pacing and drooling after dinner goes to a vet now, in the browser', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9822800104')
  await startChat(page, 'triage')
  const chat = await fillPetForm(page, { category: 'dog', breed: 'Labrador', age: '6 years' })
  const reply = await send(chat, 'he is pacing and drooling after dinner and looks at his tummy again and again')
  await expectEmergencyFirst(reply)
  await expect(reply).toContainText('Signs of: an emergency, read from all the signs you describe together.')
  await screenshot(page, { path: test.info().outputPath('second-opinion-375.png') })
  await page.setViewportSize({ width: 1280, height: 800 })
  await screenshot(page, { path: test.info().outputPath('second-opinion-1280.png') })
})
