import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { IntlProvider } from 'use-intl'
import { describe, expect, it } from 'vitest'
import type { AdviceTranslation } from '../../../content/i18n/advice-translation.ts'
import hindi from '../../../content/i18n/hi/assistant-advice.ts'
import { messagesOf } from '../../../content/i18n/index.ts'
import { triage } from '../../../core/assistant/triage.ts'
import type { BusinessContact } from '../../lib/business.ts'
import type { ChatMessage } from './assistant-replies.ts'
import { AssistantBubble } from './chat-dialog.tsx'

const business: BusinessContact = {
  phone: '98765 43210',
  phoneHref: 'tel:+919876543210',
  email: 'care@example.in',
  whatsapp: '98765 43210',
  whatsappHref: 'https://wa.me/919876543210',
  hours: 'सुबह 8 बजे से रात 10 बजे तक',
  englishHours: '8 am to 10 pm',
}

function render(message: ChatMessage, advice: AdviceTranslation | null, language: 'en' | 'hi' = 'hi'): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[language === 'hi' ? '/hi' : '/']}>
      <IntlProvider locale={language} timeZone="Asia/Kolkata" messages={messagesOf(language, ['shell', 'assistant'])}>
        <AssistantBubble message={message} advice={advice} business={business} onBook={() => {}} />
      </IntlProvider>
    </MemoryRouter>,
  )
}

const dog = { category: 'dog', breed: 'Labrador', age: '2 years' } as const
const heatstroke = triage('my dog collapsed in the heat and is panting hard', dog, { supportHours: business.hours })
const message = (sections = heatstroke.sections): ChatMessage => ({ id: 1, role: 'assistant', content: '', sections, urgency: heatstroke.urgency, actions: ['emergency-contact'] })
/** The text of the parts marked English, as a reader of another language meets them. */
const markedEnglish = (html: string) => [...html.matchAll(/<span lang="en"[^>]*>([^<]*)<\/span>/g)].map((match) => match[1])

describe('an assistant reply on a Hindi page', () => {
  it('reads in Hindi: the emergency, what to do on the way and what not to do', () => {
    expect(heatstroke.urgency).toBe('emergency')
    const html = render(message(), hindi)
    expect(html).toContain('अभी वेट के पास जाएँ। यह इमरजेंसी है।')
    expect(html).toContain('इनके लक्षण हैं: गिर पड़ना, कोई जवाब न देना या पैरों का काम करना बंद हो जाना; लू लगना (हीटस्ट्रोक)।')
    expect(html).toContain('पालतू को अभी ठंडा करें: शरीर पर ठंडा (बर्फ़ जैसा ठंडा नहीं) पानी डालें')
    expect(markedEnglish(html)).toEqual([])
    expect(html).not.toMatch(/Cool your pet now/)
  })

  it('shows a line whose English changed in English, marked lang="en", and the rest in Hindi', () => {
    const changed = heatstroke.sections.map((section) =>
      section.heading === 'On the way' ? { ...section, lines: section.lines.map((line) => line.replace('Cool your pet now', 'Cool your pet at once')) } : section,
    )
    const html = render(message(changed), hindi)
    expect(markedEnglish(html)).toEqual([expect.stringMatching(/^Cool your pet at once with cool \(not ice-cold\) water/)])
    expect(html).toContain('साँस ठीक होने लगे तो ठंडा करना बंद कर दें')
  })

  it('shows every advice line in English, marked, when no translation is at hand', () => {
    const english = markedEnglish(render(message(), null))
    expect(english).toContain('Stop cooling once the breathing settles, so they do not get too cold.')
    expect(english.length).toBeGreaterThan(3)
  })

  it('reads the symptom checker’s question paragraph by paragraph', () => {
    const html = render({ id: 2, role: 'assistant', content: 'Thank you. Noted: vomiting. I will ask 4 short questions, one at a time.\n\nAny vomiting or diarrhoea? If so, how many times today?\n\nThis is guidance, not a diagnosis: only a vet who examines your pet can diagnose.' }, hindi)
    expect(html).toContain('<p>धन्यवाद। आपने बताया: उल्टी। मैं एक-एक करके 4 छोटे सवाल पूछूँगा।</p>')
    expect(html).toContain('<p>क्या उल्टी या दस्त हो रहे हैं? अगर हाँ, तो आज कितनी बार?</p>')
    expect(markedEnglish(html)).toEqual([])
  })

  it('is untouched on an English page', () => {
    const html = render(message(), null, 'en')
    expect(html).toContain('Cool your pet now with cool (not ice-cold) water on the body')
    expect(html).not.toContain('lang="en"')
  })
})
