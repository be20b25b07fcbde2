import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { IntlProvider } from 'use-intl'
import { describe, expect, it } from 'vitest'
import { messagesOf } from '../../../content/i18n/index.ts'
import type { AccountProfileDto } from '../../../core/contracts/account.ts'
import { accountKeys } from '../../lib/query-keys/account-keys.ts'
import { ProfileForm } from './profile-form.tsx'

const USER = '9833330001'

function renderWith(profile: AccountProfileDto, language: 'en' | 'hi' = 'en'): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  client.setQueryData(accountKeys.profile(USER), profile)
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[language === 'hi' ? '/hi/account' : '/account']}>
      <IntlProvider locale={language} timeZone="Asia/Kolkata" messages={messagesOf(language, ['account'])}>
        <QueryClientProvider client={client}>
          <ProfileForm userId={USER} onNameChanged={() => {}} />
        </QueryClientProvider>
      </IntlProvider>
    </MemoryRouter>,
  )
}

const profile: AccountProfileDto = { userId: USER, phoneNumber: USER, displayName: 'Asha', email: '', whatsappReminders: true, whatsappRemindersOffered: true, language: 'en' }

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

  it('offers the language of messages, English or Hindi, with the saved one chosen', () => {
    const chosen = (html: string) => [...html.matchAll(/<input type="radio"[^>]*>/g)].filter(([tag]) => tag.includes('checked=""')).map(([tag]) => /value="(\w+)"/.exec(tag)?.[1])
    const html = renderWith({ ...profile, language: 'hi' })
    expect(html).toContain('<legend class="text-sm font-semibold text-ink">Language for messages</legend>')
    expect(html).toContain('<span lang="hi">हिन्दी</span>')
    expect(chosen(html)).toEqual(['hi'])
    expect(chosen(renderWith(profile))).toEqual(['en'])
  })

  it('speaks Hindi on a Hindi page, the language names each in itself', () => {
    const html = renderWith(profile, 'hi')
    expect(html).toContain('मैसेज की भाषा')
    expect(html).toContain('WhatsApp पर रिमाइंडर')
    expect(html).toContain('<span lang="en">English</span>')
  })
})
