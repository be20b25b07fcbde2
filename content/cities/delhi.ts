import type { CityPageContent } from './types.ts'

export const DELHI: CityPageContent = {
  slug: 'delhi',
  name: 'Delhi',
  region: 'Delhi',
  eyebrow: 'Delhi · National Capital Territory',
  lead: 'A registered vet at your door from Vasant Kunj to Rohini and from Dwarka to Mayur Vihar: vaccinations with the certificate your MCD licence needs, check-ups, blood tests and grooming, without carrying your pet across the city.',
  highlights: ['South, West, North, East and Central Delhi', 'Certificates for the MCD pet dog licence', 'Heat and smog advice for Delhi', 'At home, at a clinic or by video'],
  intro: {
    heading: 'Vet care across a very big city',
    paragraphs: [
      'Delhi stretches a long way, and a clinic that is “nearby” can still be forty minutes away in traffic. Many homes are older kothis, builder floors and DDA flats without lifts, so carrying an old Labrador or a large German Shepherd down three floors is a real obstacle. A home visit removes the journey altogether.',
      'Our Delhi vets see pedigree puppies, street dogs adopted into families, and a great many indoor cats in flats. They know the city’s extremes: some of the hottest summer days in the country, and some of its worst winter air.',
    ],
  },
  areas: {
    heading: 'Areas we visit in Delhi',
    intro: 'We visit homes all over the city. These are the neighbourhoods we go to most; if yours is missing, book and we will confirm.',
    groups: [
      {
        name: 'South Delhi',
        localities: ['Greater Kailash', 'Defence Colony', 'Saket', 'Hauz Khas', 'Malviya Nagar', 'Lajpat Nagar', 'Vasant Kunj', 'Vasant Vihar', 'Chittaranjan Park', 'Safdarjung Enclave'],
      },
      {
        name: 'West and South West Delhi',
        localities: ['Dwarka', 'Janakpuri', 'Rajouri Garden', 'Punjabi Bagh', 'Paschim Vihar', 'Vikaspuri', 'Tilak Nagar'],
      },
      {
        name: 'North and North West Delhi',
        localities: ['Rohini', 'Pitampura', 'Shalimar Bagh', 'Model Town', 'Civil Lines', 'Kamla Nagar', 'Ashok Vihar'],
      },
      {
        name: 'East Delhi',
        localities: ['Mayur Vihar', 'Preet Vihar', 'Patparganj', 'Laxmi Nagar', 'Vivek Vihar', 'Krishna Nagar'],
      },
      {
        name: 'Central Delhi',
        localities: ['Karol Bagh', 'Rajinder Nagar', 'Patel Nagar', 'Golf Links', 'Jor Bagh'],
      },
    ],
    note: 'Parking is tight in many colonies, so the vet may take a few minutes to find a spot. A landmark and a phone number that answers help them find builder floors and back lanes quickly.',
  },
  responseTimes: {
    heading: 'How soon a vet can come',
    intro: 'Typical times across Delhi. Distance matters more here than anywhere else in NCR, so we match you with a vet in your part of the city where we can.',
    rows: [
      { label: 'Same-day home visit', value: 'Usually possible in South and West Delhi when booked before noon; for the outer areas, book the evening before.' },
      { label: 'Next-day home visit', value: 'Available across the city, in any hourly slot from {slotHours}.' },
      { label: 'Video consultation', value: 'Often within the next hourly slot; handy on smog days when you would rather stay in.' },
      { label: 'Emergency', value: 'Go straight to the nearest 24-hour veterinary hospital. Our phone line gives advice on the way from {supportHours}.' },
    ],
    note: 'Times are typical, not promised. In Diwali week, the wedding season and heavy rain, allow extra time.',
  },
  localFacts: {
    heading: 'Good to know in Delhi',
    sections: [
      {
        heading: 'The MCD pet dog licence',
        paragraphs: [
          'The Municipal Corporation of Delhi (MCD) requires owners to licence, that is register, their pet dogs, and asks for proof of anti-rabies vaccination. Areas under the New Delhi Municipal Council or the Delhi Cantonment Board have their own arrangements.',
          'Our vet’s signed certificate with the vaccine’s batch sticker is what the application needs. Check the current process and fee with your civic body before you apply, as both change.',
        ],
      },
      {
        heading: 'Community dogs and cats',
        paragraphs: [
          'Many Delhi residents feed and look after street animals. Under the Animal Birth Control Rules, 2023, street dogs are sterilised and vaccinated through the municipal programme and returned to their area, and resident welfare associations are asked to set aside feeding spots. If a community animal near you is hurt or ill, local animal welfare groups can help, and our vets can advise you on a video call.',
        ],
      },
    ],
  },
  seasons: {
    heading: 'What each season brings for pets in Delhi',
    intro: 'Delhi’s climate is the most extreme of the NCR cities, and each season has its own danger for pets.',
    risks: [
      {
        season: 'Summer heat and the loo',
        months: 'April to June',
        risk: 'Delhi regularly records 45 °C and above, with hot, dry loo winds in the afternoons. Dogs left on terraces or in cars, flat-faced breeds and overweight pets are most at risk of heatstroke, and hot pavements burn paw pads.',
        advice: 'Keep pets indoors from late morning to evening, walk only very early and late at night, and never leave a pet on a roof or balcony in the sun. For heavy panting, drooling or weakness, cool your pet with tap water and get to a vet.',
      },
      {
        season: 'Monsoon',
        months: 'July to September',
        risk: 'Humid heat, flooded colonies and a swollen Yamuna bring ticks, mosquitoes, fungal skin infections and leptospirosis.',
        advice: 'Dry paws and skin folds after every walk, keep tick control and the leptospirosis vaccine current, and keep your pet out of flood water. Skin that smells yeasty or itches constantly needs a vet.',
      },
      {
        season: 'Winter smog',
        months: 'October to January',
        risk: 'Crop-residue smoke, traffic and still winter air hold the AQI in the severe range for days. Pugs, Shih Tzus, Persians, older pets and those with heart disease struggle most, and cold nights stiffen arthritic joints.',
        advice: 'Check the AQI before walks and keep them short on severe days, run an air purifier where your pet sleeps, give older pets a warm, padded bed off the floor, and see a vet about a persistent cough.',
      },
      {
        season: 'Diwali',
        months: 'October to November',
        risk: 'Several nights of firecrackers send frightened dogs bolting and cats into hiding for days, and burns from crackers happen too.',
        advice: 'Keep pets inside with windows shut and music on, walk dogs before dark on the festival nights, check that tags carry your number, and ask a vet about anxiety a few weeks ahead if your pet panics.',
      },
    ],
  },
  faqs: [
    {
      question: 'How do I get an MCD licence for my dog?',
      answer: 'Apply to the Municipal Corporation of Delhi, or to the NDMC or Cantonment Board if your home falls under them, with your dog’s details and a current anti-rabies vaccination certificate. Our vet can vaccinate at home and sign the certificate; check the current process and fee with the civic body.',
    },
    {
      question: 'I live on a third floor without a lift and my dog is old. Can the vet come up?',
      answer: 'Yes, that is exactly what home visits are for. The vet examines your dog at home; if an X-ray or surgery is needed, we help you plan the trip to a clinic.',
    },
    {
      question: 'Is it safe to walk my dog when the AQI is severe?',
      answer: 'Keep walks short and gentle, ideally in the afternoon when the air is usually least bad, and skip them on the worst days if your dog has a flat face, a heart problem or a cough. Indoor play and puzzle feeders use up energy instead.',
    },
    {
      question: 'Do you cover Dwarka and Rohini?',
      answer: 'Yes, along with the rest of West and North Delhi. In the outer areas, booking the evening before gives you the widest choice of slots.',
    },
    {
      question: 'An injured street dog lives near my house. Can you help?',
      answer: 'Our vets can advise you on a video call about first aid and whether the dog needs a hospital. For sterilisation and vaccination of community dogs, contact the municipal ABC programme or a local animal welfare group.',
    },
  ],
  related: [
    { to: '/services/dog-vaccination', label: 'Dog vaccination at home', note: 'The certificate for your MCD licence.' },
    { to: '/video-consultation', label: 'Video consultation', note: 'For smog days and quick questions.' },
    { to: '/cat-health-consultation', label: 'Cat health check-up', note: 'For cats in Delhi flats.' },
    { to: '/pet-hospital-near-me', label: 'Emergency vets near you', note: 'When it cannot wait.' },
  ],
  offersHeading: 'Book a vet in Delhi',
}
