import type { CityPageContent } from './types.ts'

export const FARIDABAD: CityPageContent = {
  slug: 'faridabad',
  name: 'Faridabad',
  region: 'Haryana',
  eyebrow: 'Faridabad · Haryana',
  lead: 'A registered vet at home in Faridabad, from NIT and the old sectors to the new towers of Greater Faridabad: vaccines, tick fever tests, check-ups, grooming and neutering, without the drive into Delhi.',
  highlights: ['NIT, the sectors and Greater Faridabad', 'Tick fever testing at home', 'Neutering at clinics', 'At home, at a clinic or by video'],
  intro: {
    heading: 'Good vet care without crossing into Delhi',
    paragraphs: [
      'Many Faridabad families still drive to South Delhi for their pet’s vet, along a Mathura Road that is rarely quick. Most of what a dog or cat needs, from vaccines and check-ups to blood tests, can be done at home by a vet who comes to you.',
      'Faridabad has many independent houses with gardens and open plots, and the green edge of the Aravalli hills around Surajkund and Badkhal. That means more dogs living outdoors, more ticks, and the occasional snake or scorpion in the rains. Our vets here check for all of it.',
    ],
  },
  areas: {
    heading: 'Areas we visit in Faridabad',
    intro: 'We cover the city from the Delhi border to Ballabgarh. These are the areas we visit most; if yours is not listed, book and we will confirm.',
    groups: [
      {
        name: 'NIT and Old Faridabad',
        localities: ['NIT 1', 'NIT 2', 'NIT 3', 'NIT 5', 'Old Faridabad', 'Sainik Colony', 'Jawahar Colony'],
      },
      {
        name: 'Central sectors',
        localities: ['Sector 14', 'Sector 15', 'Sector 16', 'Sector 17', 'Sector 21C', 'Sector 28', 'Sector 29', 'Sector 31', 'Sector 37'],
      },
      {
        name: 'Surajkund side',
        localities: ['Charmwood Village', 'Eros Garden', 'Suraj Vihar', 'Green Field Colony', 'Badkhal'],
      },
      {
        name: 'Greater Faridabad and Ballabgarh',
        localities: ['Sector 75', 'Sector 76', 'Sector 77', 'Sector 81', 'Sector 82', 'Sector 86', 'Sector 88', 'Ballabgarh'],
      },
    ],
    note: 'Independent houses are easy for our vets to reach. For the newer societies of Greater Faridabad, tell the gate to expect us.',
  },
  responseTimes: {
    heading: 'How soon a vet can come',
    intro: 'Typical times in Faridabad. Our vets reach the central sectors quickest; Greater Faridabad and Ballabgarh take a little longer.',
    rows: [
      { label: 'Same day, central sectors', value: 'Usually available when booked before noon.' },
      { label: 'Greater Faridabad and Ballabgarh', value: 'Book the evening before for a morning slot, or a few hours ahead for later the same day.' },
      { label: 'Tick fever test results', value: 'Usually the same day or the next; a vet explains the result and the treatment.' },
      { label: 'Emergency', value: 'Go straight to the nearest 24-hour veterinary hospital. Our phone line gives advice on the way from {supportHours}.' },
    ],
    note: 'These are typical times. If a visit is running late, we tell you straight away.',
  },
  localFacts: {
    heading: 'Good to know in Faridabad',
    sections: [
      {
        heading: 'Registering a pet dog in Faridabad',
        paragraphs: [
          'Rules on registering pet dogs differ between Haryana’s cities and change from time to time. Check with the Municipal Corporation Faridabad whether registration is currently required in your area and what it costs.',
          'Either way, keep your dog’s anti-rabies vaccination current and the signed certificate safe: RWAs, boarding kennels, groomers and any registration will ask for it.',
        ],
      },
      {
        heading: 'Snakes and scorpions in the rains',
        paragraphs: [
          'Near the Aravallis and in homes with gardens, dogs meet snakes and scorpions more often in the monsoon. If your dog is bitten, keep it calm and still, do not cut or suck the wound or tie a tight tourniquet, and go straight to a hospital that can give antivenom. From {supportHours} our phone line can advise you on the way.',
        ],
      },
    ],
  },
  seasons: {
    heading: 'What each season brings for pets in Faridabad',
    intro: 'Faridabad’s mix of houses with gardens, industrial areas and Aravalli scrub shapes what pets face through the year.',
    risks: [
      {
        season: 'Summer heat',
        months: 'April to June',
        risk: 'Dogs kept in courtyards and on rooftops, common in Faridabad’s independent houses, face full sun and scorching floors, and water bowls left outside become too hot to drink.',
        advice: 'Give outdoor dogs a shaded spot indoors during the day, change their water often and keep it in the shade, walk at dawn and after dark, and treat heavy panting or collapse as an emergency.',
      },
      {
        season: 'Monsoon',
        months: 'July to September',
        risk: 'Garden grass and the scrub near the Aravallis hold ticks, and tick fever is one of the commonest reasons Faridabad dogs need a vet in these months. Snakes are more active too.',
        advice: 'Use a tick preventive all year, check your dog from nose to tail after walks, keep grass short, and test early if your dog runs a fever or stops eating.',
      },
      {
        season: 'Winter air and cold nights',
        months: 'November to January',
        risk: 'Faridabad regularly records very poor air in winter, and outdoor dogs spend cold, smoky nights outside.',
        advice: 'Bring outdoor dogs in at night, or give them a raised, insulated kennel with dry bedding, limit exercise on severe-air days, and see a vet if a cough lingers.',
      },
      {
        season: 'Diwali',
        months: 'October to November',
        risk: 'Crackers in residential lanes are loud and close, and dogs that live outdoors may try to escape over walls or through gates.',
        advice: 'Bring outdoor dogs indoors for the festival nights, close the gates, check that collars carry a phone number, and plan with a vet in advance for a pet that panics.',
      },
    ],
  },
  faqs: [
    {
      question: 'Do I need to register my dog in Faridabad?',
      answer: 'Check with the Municipal Corporation Faridabad, as requirements and fees change. Whatever the rule, keep your dog’s anti-rabies certificate current; our vet can vaccinate at home and sign it.',
    },
    {
      question: 'My dog lives in the garden. Does it need different care?',
      answer: 'Outdoor dogs need stricter tick control, a shaded, cool place in summer, a dry insulated bed in winter, and their leptospirosis vaccine kept current. The vet can look at your dog’s set-up during a home visit.',
    },
    {
      question: 'Do you go to Greater Faridabad and Ballabgarh?',
      answer: 'Yes. Book the evening before for a morning slot, or a few hours ahead for later the same day.',
    },
    {
      question: 'My dog has been bitten by a snake. What do I do?',
      answer: 'Keep it still and calm, do not cut, suck or tie the wound, and go straight to a hospital that can give antivenom, and call it on the way so the team is ready. Our phone line answers every day from {supportHours} if you need help finding one.',
    },
    {
      question: 'Where is my dog neutered?',
      answer: 'At a clinic, listed with their addresses when you book, which may mean a drive. We take the blood test at home beforehand and visit you at home afterwards to check the wound.',
    },
  ],
  related: [
    { to: '/dog-lab-test', label: 'Tick fever test', note: 'Sample taken at home.' },
    { to: '/dog-neuter-surgery', label: 'Dog neutering and spaying', note: 'At a clinic, with care at home.' },
    { to: '/dog-health-consultation', label: 'Dog health check-up', note: 'For garden and outdoor dogs.' },
    { to: '/pet-hospital-near-me', label: 'Emergency vets near you', note: 'For bites, heatstroke and accidents.' },
  ],
  offersHeading: 'Book a vet in Faridabad',
}
