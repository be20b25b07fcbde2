import { FASTING_CAVEAT, LAB_FAST } from '../../core/health/care-facts.ts'
import { ADULT_DEWORMING, dewormingPlanFor } from '../../core/health/health-plan.ts'
import { chartLines } from '../../core/health/vaccination-schedules.ts'
import type { CollectionPage } from './types.ts'

/** /resources: charts and checklists to read on the page or print from the browser. */
export const RESOURCES_PAGE: CollectionPage = {
  updated: '2026-11-22',
  intro:
    'Charts and checklists for the jobs pet owners ask about most, written for Indian homes. Read them here, or print this page from your browser to keep a copy on the fridge.',
  notice: null,
  guidesHeading: 'Charts and checklists',
  guides: [
    {
      id: 'vaccination-chart',
      title: 'Puppy and kitten vaccination chart',
      summary: 'The first-year schedule in India, following the WSAVA 2024 and AAHA/AAFP guidelines. Your vet may adjust it for your pet’s age, health and history.',
      facts: ['Chart', 'Dogs and cats'],
      sections: [
        {
          heading: 'Puppies',
          items: chartLines('dog'),
        },
        {
          heading: 'Kittens',
          items: chartLines('cat'),
        },
        {
          heading: 'Deworming',
          paragraphs: [`${dewormingPlanFor('dog')} ${dewormingPlanFor('cat')} Adults: ${ADULT_DEWORMING}, or monthly for a pet that hunts, roams or eats raw food, as your vet advises (ESCCAP 2021).`],
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
      title: 'Emergency signs: go to a hospital now',
      summary: 'Signs that cannot wait for tomorrow’s appointment: go straight to a 24-hour veterinary hospital.',
      facts: ['Printable checklist', 'Dogs and cats'],
      sections: [
        {
          heading: 'Go to a 24-hour hospital at once if you see',
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
        {
          heading: 'On the way',
          ordered: true,
          items: [
            'Call the hospital so the team is ready, and take whatever your pet swallowed, in its packet.',
            'Press a clean cloth firmly on bleeding and keep pressing.',
            'Carry an injured pet on a board, blanket or towel, keeping its back straight.',
            'Cool an overheated pet first with plenty of tap water, as cool as you have, and moving air; then travel, still wetting it.',
            'Do not give human medicines or make your pet vomit unless a vet tells you to.',
          ],
        },
        {
          heading: 'After a bite from any animal',
          items: [
            'A person: wash the wound with soap and running water for 15 minutes, put on an antiseptic, and see a doctor the same day for anti-rabies vaccination. No chilli, oil or home remedies on the wound.',
            'A pet: wash the wound the same way, wearing gloves if you have them, and see a vet the same day with the vaccination card; go now if the bite is deep, bleeding or on the chest or belly.',
          ],
        },
        {
          heading: 'Our phone line',
          paragraphs: ['Our phone line answers every day from {supportHours} and can advise you on the way. Outside those hours, do not wait for us: go straight to the nearest 24-hour veterinary hospital.'],
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
            `For a blood test, ask whether your pet should fast; usually ${LAB_FAST}. ${FASTING_CAVEAT}`,
            'Collect a fresh urine or stool sample in a clean container if the vet asks for one.',
            'Choose a well-lit spot with space to kneel, and keep other pets in another room.',
          ],
        },
      ],
    },
  ],
}
