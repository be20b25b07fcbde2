import type { CollectionPage } from './types.ts'

/** /resources: charts and checklists to read on the page or print from the browser. */
export const RESOURCES_PAGE: CollectionPage = {
  updated: '2026-11-22',
  intro:
    'Charts and checklists our vets hand out most often, written for Indian homes. Read them here, or print this page from your browser to keep a copy on the fridge.',
  notice: null,
  guidesHeading: 'Charts and checklists',
  guides: [
    {
      id: 'vaccination-chart',
      title: 'Puppy and kitten vaccination chart',
      summary: 'The usual first-year schedule in India. Your vet may adjust it for your pet’s age, health and history.',
      facts: ['Chart', 'Dogs and cats'],
      sections: [
        {
          heading: 'Puppies',
          items: [
            '6 to 8 weeks: first core vaccine (DHPPi: distemper, hepatitis, parvovirus, parainfluenza), and deworming.',
            '9 to 11 weeks: second core vaccine with leptospirosis (DHPPi+L).',
            '12 to 14 weeks: third core vaccine with leptospirosis, and the first anti-rabies vaccine.',
            '16 weeks: final core dose if your vet advises it.',
            '1 year: boosters of the core vaccine, leptospirosis and rabies. Then as your vet advises, usually yearly for rabies and leptospirosis.',
          ],
        },
        {
          heading: 'Kittens',
          items: [
            '8 to 9 weeks: first FVRCP vaccine (panleukopenia, herpesvirus, calicivirus), and deworming.',
            '12 weeks: second FVRCP vaccine and the first anti-rabies vaccine.',
            '16 weeks: third FVRCP dose if your vet advises it.',
            '1 year: boosters. Then every one to three years as your vet advises.',
          ],
        },
        {
          heading: 'Deworming',
          paragraphs: ['Every 2 weeks until 3 months of age, monthly until 6 months, then every 3 months for life.'],
        },
      ],
    },
    {
      id: 'first-aid-kit',
      title: 'Pet first-aid kit checklist',
      summary: 'What to keep in one box at home and in the car, so you are not searching in an emergency.',
      facts: ['Printable checklist'],
      sections: [
        {
          heading: 'In the box',
          items: [
            'Your vet’s number, our support number and the nearest 24-hour pet hospital, written on the lid.',
            'A copy of the vaccination card and any current prescriptions.',
            'Digital thermometer and petroleum jelly.',
            'Sterile gauze pads, a roll of gauze bandage, self-adhesive bandage and surgical tape.',
            'Povidone-iodine solution or chlorhexidine for cleaning wounds, and saline for rinsing eyes.',
            'Blunt-ended scissors, tweezers and a tick hook.',
            'A soft muzzle or a strip of cloth: a pet in pain may bite even its owner.',
            'A clean towel or blanket to carry a small pet or keep it warm.',
            'A 5 ml syringe without a needle for giving water or liquid medicine.',
          ],
        },
        {
          heading: 'Never keep or use',
          items: ['Human painkillers such as paracetamol, ibuprofen or diclofenac.', 'Hydrogen peroxide to make a pet vomit, unless a vet tells you to.'],
        },
      ],
    },
    {
      id: 'dangerous-kitchen-foods',
      title: 'Foods from the Indian kitchen that harm pets',
      summary: 'Everyday foods and festival treats that are toxic to dogs and cats, and what to do if one is eaten.',
      facts: ['Checklist', 'Dogs and cats'],
      sections: [
        {
          heading: 'Keep out of reach',
          items: [
            'Onion and garlic in any form, cooked or raw, including in gravies, pakoras and chutneys: they destroy red blood cells.',
            'Grapes and raisins, including in kheer and dry fruit mixes: even a few can cause kidney failure in some dogs.',
            'Chocolate, cocoa and chocolate sweets: the darker, the more dangerous.',
            'Sugar-free sweets, gum and peanut butter with xylitol: a tiny amount drops a dog’s blood sugar dangerously.',
            'Cooked bones, especially chicken and mutton bones: they splinter.',
            'Tea, coffee and energy drinks, and alcohol or bhang.',
            'Very salty or spicy food: namkeen, pickles, chips.',
            'Macadamia nuts, and mouldy food from the bin.',
          ],
        },
        {
          heading: 'If your pet eats something toxic',
          ordered: true,
          items: [
            'Take the food away and note what was eaten, how much and when. Keep the wrapper.',
            'Do not make your pet vomit with salt water or anything else unless a vet tells you to.',
            'Call a vet at once, even if your pet seems fine: many poisonings show signs only hours later.',
          ],
        },
      ],
    },
    {
      id: 'emergency-signs',
      title: 'Emergency signs: call a vet now',
      summary: 'Signs that cannot wait for tomorrow’s appointment, day or night.',
      facts: ['Printable checklist', 'Dogs and cats'],
      sections: [
        {
          heading: 'Call at once if you see',
          items: [
            'Trouble breathing, blue or very pale gums, or open-mouth breathing in a cat.',
            'Collapse, a seizure that lasts more than 3 minutes, or several in a day.',
            'A swollen, hard belly with retching that brings nothing up, especially in a large dog.',
            'A male cat straining in the litter tray and passing little or no urine.',
            'Heavy bleeding, a deep wound, a road accident or a fall from a height, even if the pet walks away.',
            'Known or suspected poisoning.',
            'Heatstroke: heavy panting, drooling, a bright red tongue and weakness on a hot day.',
            'Repeated vomiting or diarrhoea with blood, or in a puppy or kitten.',
          ],
        },
      ],
    },
    {
      id: 'before-a-home-visit',
      title: 'Before your vet home visit',
      summary: 'A short list that makes a home visit quicker and calmer for your pet.',
      facts: ['Checklist'],
      sections: [
        {
          heading: 'Checklist',
          items: [
            'Keep your pet indoors, on a leash or in a carrier, 15 minutes before the slot.',
            'Have the vaccination card, old prescriptions and any reports ready.',
            'Write down changes you have noticed: appetite, water, toilet habits, energy, coughing or scratching.',
            'For a lab test, ask whether your pet should fast; usually 8 to 12 hours without food, water allowed.',
            'Collect a fresh urine or stool sample in a clean container if the vet asks for one.',
            'Choose a well-lit spot with space to kneel, and keep other pets in another room.',
          ],
        },
      ],
    },
  ],
}
