import type { RouterContextProvider } from 'react-router'
import { withFacts } from '../../core/site/content-facts.ts'
import type { ContactJsonLd } from '../../core/site/structured-data.ts'
import { businessContact } from './business.ts'
import { serverContext } from './server-context.ts'

/**
 * Content with its placeholders ({supportPhone}, {price:home-visit}...) filled in from
 * configuration and the catalogue: every loader that returns content passes it through here.
 */
export async function withContentFacts<T>(context: Readonly<RouterContextProvider>, content: T): Promise<T> {
  const server = context.get(serverContext)
  return withFacts(content, await server.contentFacts(), server.reportBrokenFact)
}

/** The business's telephone and e-mail for structured data built by a loader. */
export function contactOf(context: Readonly<RouterContextProvider>): ContactJsonLd {
  const business = businessContact(context.get(serverContext).business)
  return { telephone: business.phone, email: business.email }
}
