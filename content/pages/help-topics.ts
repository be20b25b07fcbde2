/**
 * The help topics of /help: where the answer to a common question lives on the site. The English
 * title and text are the source of the help messages (content/i18n/en/help.ts), by `id`.
 */
export type HelpTopic = { id: string; title: string; text: string; to: string }

export const HELP_TOPICS = [
  { id: 'homeVisits', title: 'Home visits', text: 'What the vet brings, how long a visit takes and how to prepare your pet.', to: '/faq#home-visits' },
  { id: 'prices', title: 'Prices and payment', text: 'Visit charges in rupees, paying online or after the service, and receipts.', to: '/faq#prices-and-payment' },
  { id: 'cancel', title: 'Cancel or reschedule', text: 'Online until 2 hours before the start; refunds reach your bank in 5-7 working days.', to: '/cancellation-policy' },
  { id: 'vaccination', title: 'Vaccination', text: 'Which vaccines puppies, kittens and adult pets need, and when.', to: '/faq#vaccination' },
  { id: 'video', title: 'Video consultations', text: 'What a video call can and cannot do, and how to get ready for one.', to: '/faq#video-consultation' },
  { id: 'emergency', title: 'Emergency signs', text: 'Signs that cannot wait, and a first-aid kit checklist for home.', to: '/resources#emergency-signs' },
  { id: 'privacy', title: 'Your data and privacy', text: 'What we collect and why, and how to download or delete it.', to: '/privacy-policy' },
  { id: 'delivery', title: 'How services are delivered', text: 'Where we visit, clinic visits, video calls and your booking confirmation.', to: '/shipping-policy' },
] as const satisfies readonly HelpTopic[]

export type HelpTopicId = (typeof HELP_TOPICS)[number]['id']
