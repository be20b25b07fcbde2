import { useRouteLoaderData } from 'react-router'
import { type BusinessDetails, formatPhone, formatSupportHours, telHref, whatsappHref } from '../../core/site/business.ts'
import type { Language } from '../../core/i18n/language.ts'
import type { RootData } from './head.ts'

/** The business's contact details as pages show and link them, from the root loader. */
export type BusinessContact = {
  phone: string
  phoneHref: string
  email: string
  whatsapp: string
  whatsappHref: string
  /** '8 am to 10 pm', in the page's language ('सुबह 8 बजे से रात 10 बजे तक'). */
  hours: string
  /** The same hours in English, for the English passages a Hindi page keeps (its full guide). */
  englishHours: string
}

export function businessContact(details: BusinessDetails, language: Language = 'en'): BusinessContact {
  return {
    phone: formatPhone(details.supportPhone),
    phoneHref: telHref(details.supportPhone),
    email: details.supportEmail,
    whatsapp: formatPhone(details.whatsappNumber),
    whatsappHref: whatsappHref(details.whatsappNumber),
    hours: formatSupportHours(details.supportHours, language),
    englishHours: formatSupportHours(details.supportHours, 'en'),
  }
}

/** The telephone and e-mail for a page's structured data; nothing when they are not known. */
export function contactJsonLd(business: BusinessContact | null): { telephone: string; email: string } | undefined {
  return business ? { telephone: business.phone, email: business.email } : undefined
}

/** The contact details, or null when the root loader did not run (an error screen). */
export function useOptionalBusiness(): BusinessContact | null {
  return useRouteLoaderData<RootData>('root')?.business ?? null
}

export function useBusiness(): BusinessContact {
  const business = useOptionalBusiness()
  if (!business) throw new Error('The root loader gives the business details to every page')
  return business
}
