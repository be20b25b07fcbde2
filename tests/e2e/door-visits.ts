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

/**
 * Home visits in Gurgaon booked by the owner (Asha) for tomorrow at the given times, confirmed and
 * assigned by an admin (Meera) to a vet added for the test, who is on the way and then with the
 * pet: where money is taken at the door. Everyone is signed in, each in a browser of their own;
 * `admin`, when given, is the file's admin already signed in (a phone gets one code per 30 s).
 */
export async function visitsInProgress(browser: Browser, baseURL: string, team: Team, visits: ReadonlyArray<{ petName: string; time: string }>, signedIn: { admin?: Person } = {}) {
  const headers = { origin: new URL(baseURL).origin, 'content-type': 'application/json' }
  const owner = await personAt(browser, baseURL, `${team.network}.2`)
  await signInThroughApi(owner.page, baseURL, team.owner, 'Asha')
  const ids: string[] = []
  for (const { petName, time } of visits) {
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
    for (const status of ['on_the_way', 'in_progress']) {
      expect((await vet.page.request.post(`/api/vet/visits/${id}/status`, { headers, data: { status } })).status()).toBe(200)
    }
  }
  return { ids, owner, admin, vet, headers }
}
