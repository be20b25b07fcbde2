import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ProfileDto } from '../../../core/contracts/account.ts'
import { accountKeys } from '../../lib/query-keys/account-keys.ts'
import { ProfileForm } from './profile-form.tsx'

const USER = '9833330001'

function renderWith(profile: ProfileDto): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  client.setQueryData(accountKeys.profile(USER), profile)
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ProfileForm userId={USER} onNameChanged={() => {}} />
    </QueryClientProvider>,
  )
}

const profile: ProfileDto = { userId: USER, phoneNumber: USER, displayName: 'Asha', email: '', whatsappReminders: true, whatsappRemindersOffered: true }

describe('ProfileForm', () => {
  it("offers 'Reminders on WhatsApp' when the business sends WhatsApp messages", () => {
    const html = renderWith(profile)
    expect(html).toContain('Reminders on WhatsApp')
    expect(html).toContain('type="checkbox"')
  })

  it('shows no WhatsApp choice when no WhatsApp sender is configured: reminders come by SMS', () => {
    const html = renderWith({ ...profile, whatsappRemindersOffered: false })
    expect(html).toContain('Save details')
    expect(html).not.toContain('WhatsApp')
    expect(html).not.toContain('type="checkbox"')
  })
})
