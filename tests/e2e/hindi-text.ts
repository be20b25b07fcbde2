import type { Page } from '@playwright/test'

/**
 * Words in Latin letters a Hindi page may show (decision 0075): the brand and the names of
 * products and bodies people know by them (the Veterinary Council of India is 'VCI'), the other language's name on the switch, and units.
 * Anything marked `lang="en"` (an article kept in English, a title) or `translate="no"` (a
 * person's or a pet's name, an address) is not counted, nor a name so marked on the page when the
 * `<title>` repeats it (a clinic's page is titled with the clinic's name).
 */
export const LATIN_ALLOWED = new Set(['PetVaidya', 'WhatsApp', 'UPI', 'OTP', 'English', 'NCR', 'GST', 'km', 'Razorpay', 'PIN', 'SMS', 'VCI'])

/**
 * The Latin-letter words a Hindi page shows or says to a screen reader: its visible text and
 * its labels (aria-label, alt, title, placeholder), outside the marked parts. `within` looks only
 * inside the first element that selector finds (an open dialog); `outside` leaves out more parts.
 */
export async function englishLeftOnPage(page: Page, options: string | { within?: string; outside?: string } = {}): Promise<string[]> {
  const { within, outside } = typeof options === 'string' ? { within: options, outside: undefined } : options
  const words = await page.evaluate(([selector, more]) => {
    const root = (selector ? document.querySelector(selector) : null) ?? document.body
    const marked = `script, style, noscript, template, [lang="en"], [lang="en-IN"], [translate="no"], [hidden]${more ? `, ${more}` : ''}`
    const skipped = (element: Element | null) => element?.closest(marked) != null
    const texts: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skipped(node.parentElement)) texts.push(node.textContent ?? '')
    }
    for (const element of root.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (skipped(element)) continue
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '')
    }
    const latin = (text: string) => text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []
    // The title may name what the page shows marked as written (a clinic's name), and nothing else in English.
    const names = new Set([...document.body.querySelectorAll('[translate="no"]')].flatMap((element) => latin(element.textContent ?? '')))
    const title = selector ? [] : latin(document.title).filter((word) => !names.has(word))
    return [...latin(texts.join(' ')), ...title]
  }, [within ?? null, outside ?? null] as const)
  return [...new Set(words.filter((word) => !LATIN_ALLOWED.has(word)))]
}
