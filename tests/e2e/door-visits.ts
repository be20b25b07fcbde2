import type { Browser } from '@playwright/test'
import { expect } from './fixtures.ts'
import { signInThroughApi } from './sign-in.ts'

export const tomorrowInIndia = () => new Date(Date.now() + 5.5 * 3600_000 + 86_400_000).toISOString().slice(0, 10)

/** A browser of its own for one person, whom the server sees coming from `address` (limits count per address). */
export async function personAt(browser: Browser, baseURL: string, address: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } })
  return { context, page: await context.newPage() }
}

export type Person = Awaited<ReturnType<typeof personAt>>

type Team = {
  /** The first three parts of the addresses this file's people come from, e.g. '10.227.0'. */
  network: string
  admin: string
  owner: string
  vet: { phone: string; name: string; firstName: string; registrationNumber: string }
}

/** The DHPPi+L dose a prepaid visit is booked and paid for online (₹1,199, the visit included). */
const CORE_VACCINE = { id: 'dog-vaccination-core', title: 'Dog Core Vaccine (DHPPi+L)', price: 1499, discountedPrice: 1199, quantity: 1 }

/** Pays for the core vaccine in the sandbox checkout, as the owner's booking would: the provider's payment id. */
async function payOnline(owner: Person, headers: Record<string, string>): Promise<string> {
  const order = await owner.page.request.post('/api/payment/create-order', { headers, data: { amount: CORE_VACCINE.discountedPrice, currency: 'INR', services: [CORE_VACCINE] } })
  expect(order.status(), await order.text()).toBe(200)
  const signed = await owner.page.request.post('/api/payment/sandbox/authorize', { headers, data: { order_id: (await order.json()).data.order_id, outcome: 'success' } })
  const checkout = (await signed.json()) as { razorpay_payment_id: string }
  expect((await owner.page.request.post('/api/payment/verify-payment', { headers, data: checkout })).status()).toBe(200)
  return checkout.razorpay_payment_id
}

/**
 * Home visits in Gurgaon booked by the owner (Asha) for tomorrow at the given times, confirmed and
 * assigned by an admin (Meera) to a vet added for the test, who is on the way and then with the
 * pet: where money is taken at the door. A visit marked `prepaid` was paid online at booking for
 * the core vaccine. Everyone is signed in, each in a browser of their own;
 * `admin`, when given, is the file's admin already signed in (a phone gets one code per 30 s).
 */
export async function visitsInProgress(
  browser: Browser,
  baseURL: string,
  team: Team,
  visits: ReadonlyArray<{ petName: string; time: string; prepaid?: boolean }>,
  signedIn: { admin?: Person } = {},
) {
  const headers = { origin: new URL(baseURL).origin, 'content-type': 'application/json' }
  const owner = await personAt(browser, baseURL, `${team.network}.2`)
  await signInThroughApi(owner.page, baseURL, team.owner, 'Asha')
  const ids: string[] = []
  for (const { petName, time, prepaid } of visits) {
    // A prepaid visit: the core vaccine paid online before booking; the others are paid at the visit.
    const paid = prepaid ? { serviceType: 'vaccination', services: [CORE_VACCINE], totalAmount: CORE_VACCINE.discountedPrice, paymentId: await payOnline(owner, headers) } : {}
    const booked = await owner.page.request.post('/api/appointments', {
      headers,
      data: {
        petOwnerName: 'Asha Verma',
        phoneNumber: team.owner,
        email: 'asha@example.in',
        petName,
        petType: 'dog',
        petBreed: 'Indie',
        serviceType: 'checkup',
        appointmentType: 'home',
        appointmentDate: tomorrowInIndia(),
        appointmentTime: time,
        services: [],
        totalAmount: 799,
        notes: '',
        userId: team.owner,
        address: 'B-4, DLF Phase 3',
        city: 'Gurgaon',
        pincode: '122002',
        landmark: '',
        ...paid,
      },
    })
    expect(booked.status(), await booked.text()).toBe(201)
    ids.push((await booked.json()).id as string)
  }

  const admin = signedIn.admin ?? (await personAt(browser, baseURL, `${team.network}.1`))
  if (!signedIn.admin) await signInThroughApi(admin.page, baseURL, team.admin, 'Meera')
  const added = await admin.page.request.post('/api/admin/staff', {
    headers,
    data: { name: team.vet.name, phoneNumber: team.vet.phone, role: 'vet', registrationNumber: team.vet.registrationNumber, cities: ['Gurgaon'], visitTypes: ['home'] },
  })
  expect(added.status(), await added.text()).toBe(201)
  const vet = await personAt(browser, baseURL, `${team.network}.3`)
  await signInThroughApi(vet.page, baseURL, team.vet.phone, team.vet.firstName)
  for (const id of ids) {
    expect((await admin.page.request.post(`/api/admin/appointments/${id}/status`, { headers, data: { status: 'confirmed' } })).status()).toBe(200)
    expect((await admin.page.request.post(`/api/admin/appointments/${id}/assign`, { headers, data: { vetId: team.vet.phone } })).status()).toBe(200)
    // The visits are tomorrow's: the vet may set one on the way only on its day, so the board does (decision 0065).
    expect((await admin.page.request.post(`/api/admin/appointments/${id}/status`, { headers, data: { status: 'on_the_way' } })).status()).toBe(200)
    expect((await vet.page.request.post(`/api/vet/visits/${id}/status`, { headers, data: { status: 'in_progress' } })).status()).toBe(200)
  }
  return { ids, owner, admin, vet, headers }
}
