import type { CityPageContent } from './types.ts'

export const GHAZIABAD: CityPageContent = {
  slug: 'ghaziabad',
  name: 'Ghaziabad',
  region: 'Uttar Pradesh',
  eyebrow: 'Ghaziabad · Uttar Pradesh',
  lead: 'Home vet visits in Indirapuram, Vaishali, Vasundhara, Raj Nagar Extension, Crossings Republik and across Ghaziabad: vaccines with the record GMC registration asks for, check-ups, grooming and spaying.',
  highlights: ['Trans-Hindon, the city and the new townships', 'Records for Ghaziabad Municipal Corporation registration', 'Spaying and neutering at clinics', 'Evening slots until 8 pm'],
  intro: {
    heading: 'Pet care for Ghaziabad’s societies and colonies',
    paragraphs: [
      'Ghaziabad’s pet parents live in two rather different cities: the dense societies across the Hindon, in Indirapuram, Vaishali, Vasundhara and Kaushambi, and the older colonies and newer townships around Raj Nagar, Kavi Nagar and Raj Nagar Extension. In both, a vet who comes home saves a hard trip with a pet on a crowded road.',
      'The Ghaziabad Municipal Corporation requires pet dogs to be registered, and many societies ask for registration and vaccination papers before a dog uses lifts and common areas. Our vets keep your pet’s record in order and look after the everyday health of dogs and cats in flats: vaccines, skin and ear problems, weight, and spaying.',
    ],
  },
  areas: {
    heading: 'Areas we visit in Ghaziabad',
    intro: 'We cover the trans-Hindon areas, the city and the townships beyond. These are the localities we visit most; if yours is not listed, book and we will confirm.',
    groups: [
      {
        name: 'Trans-Hindon',
        localities: ['Indirapuram', 'Niti Khand', 'Shakti Khand', 'Ahinsa Khand', 'Nyay Khand', 'Vaishali', 'Vasundhara', 'Kaushambi', 'Shipra Suncity', 'Sahibabad'],
      },
      {
        name: 'City and Raj Nagar',
        localities: ['Raj Nagar', 'Kavi Nagar', 'Nehru Nagar', 'Shastri Nagar', 'Govindpuram', 'Sanjay Nagar'],
      },
      {
        name: 'Raj Nagar Extension and Crossings Republik',
        localities: ['Raj Nagar Extension', 'Crossings Republik', 'Siddharth Vihar', 'Pratap Vihar', 'Vijay Nagar'],
      },
    ],
    note: 'Trans-Hindon societies usually need the vet approved at the gate or on a visitor app. Tell us your tower, flat and a landmark when you book.',
  },
  responseTimes: {
    heading: 'How soon a vet can come',
    intro: 'Typical times in Ghaziabad. The trans-Hindon areas are closest to our vets in East Delhi and Noida; Raj Nagar Extension and Crossings Republik take a little more planning.',
    rows: [
      { label: 'Same day in Indirapuram, Vaishali and Vasundhara', value: 'Usually available when booked before 2 pm.' },
      { label: 'Raj Nagar Extension and Crossings Republik', value: 'Book a few hours ahead, or the evening before for a morning slot.' },
      { label: 'Evening visits after work', value: 'Slots start hourly from {slotHours}; weekday evenings fill first.' },
      { label: 'Emergency', value: 'Go straight to the nearest 24-hour veterinary hospital. Our phone line gives advice on the way from {supportHours}.' },
    ],
    note: 'Typical times only: traffic on the Hindon bridges and the highways at peak hours can add to them, and we will call if a vet is delayed.',
  },
  localFacts: {
    heading: 'Good to know in Ghaziabad',
    sections: [
      {
        heading: 'Registering your dog with the Ghaziabad Municipal Corporation',
        paragraphs: [
          'The Ghaziabad Municipal Corporation (GMC) requires pet dogs to be registered. Under the rules its board passed in October 2022, you need proof of anti-rabies vaccination and a sterilisation certificate: GMC does not register an unsterilised adult dog, and for a puppy under six months the owner gives an affidavit instead. Registration may need renewing each year. Our vet can vaccinate at home and sign the certificate with the vaccine’s batch sticker.',
          'The same rules ask owners to muzzle their dog in public places and in lifts, and GMC does not register Pit Bull, Rottweiler or Dogo Argentino dogs.',
          'The process and the fee change from time to time, so check the current rules with the corporation before you apply.',
        ],
      },
      {
        heading: 'Lifts, leashes and neighbours',
        paragraphs: [
          'Societies here often have rules for pets in lifts and common areas. Use a short leash, pick up small dogs, let a neighbour who is uneasy take the lift first, and carry your dog’s vaccination record. A dog that met many people and rode many lifts as a puppy finds all this easy; our vets can advise on training.',
        ],
      },
    ],
  },
  seasons: {
    heading: 'What each season brings for pets in Ghaziabad',
    intro: 'Ghaziabad regularly records some of the worst winter air in India, and its summers and monsoons are just as hard on pets.',
    risks: [
      {
        season: 'Summer heat',
        months: 'April to June',
        risk: 'Days above 44 °C and top-floor flats that bake through the afternoon make heatstroke a real risk, above all for flat-faced breeds and older pets.',
        advice: 'Keep pets in the coolest room during the day, put out water in several bowls, give them a damp towel to lie on, and walk only early in the morning or late at night. Collapse, vomiting or very heavy panting in the heat needs a vet immediately.',
      },
      {
        season: 'Monsoon',
        months: 'July to September',
        risk: 'Waterlogged roads in Indirapuram and Vaishali, overflowing drains and long grass in society parks bring ticks, leptospirosis and skin infections.',
        advice: 'Avoid walking through standing water, wash and dry paws after walks, keep tick control and vaccines current, and see a vet for itching, hot spots or a dog that goes quiet.',
      },
      {
        season: 'Winter smog',
        months: 'October to January',
        risk: 'The AQI often stays severe for days on end. Coughing, sneezing and sore eyes increase in pets, and cats and dogs with asthma or heart disease get worse.',
        advice: 'Walk when the air is least bad, usually early afternoon, keep windows closed on severe days, use an air purifier in your pet’s room, and book a vet for a cough that lasts more than a few days.',
      },
      {
        season: 'Diwali',
        months: 'October to November',
        risk: 'Fireworks arrive just as the smog is at its worst; frightened pets hide, refuse food or try to escape.',
        advice: 'Keep pets indoors with windows shut, a TV or music playing and their favourite bed in a quiet corner. If your pet is terrified every year, speak to a vet weeks before the festival.',
      },
    ],
  },
  faqs: [
    {
      question: 'Is pet dog registration compulsory in Ghaziabad?',
      answer: 'Yes. The Ghaziabad Municipal Corporation requires pet dogs to be registered, with a current anti-rabies vaccination record and a sterilisation certificate (an affidavit for a puppy under six months). GMC does not register Pit Bull, Rottweiler or Dogo Argentino dogs, and asks owners to muzzle dogs in public places and lifts. Check the current process and fee with the corporation; our vet can vaccinate at home and sign the certificate you need.',
    },
    {
      question: 'Do you visit Raj Nagar Extension and Crossings Republik?',
      answer: 'Yes. Book a few hours ahead, or the evening before for a morning slot.',
    },
    {
      question: 'My cat sneezes all winter. Is it the smog?',
      answer: 'Possibly, but cat flu, dental disease and allergies cause sneezing too. If it lasts more than a week, or comes with discharge, a poor appetite or fever, book a check-up.',
    },
    {
      question: 'Where does the spay surgery take place?',
      answer: 'At a clinic with a proper operating theatre. We examine your dog or cat and take any pre-surgery blood test at home first, and visit you at home a few days after the surgery to check the wound.',
    },
    {
      question: 'Which documents should I keep for my dog in Ghaziabad?',
      answer: 'The vaccination card with every dose and its batch sticker, your GMC registration, and any sterilisation certificate. Keep photos of them on your phone: societies, groomers and boarding kennels ask for them.',
    },
  ],
  related: [
    { to: '/pet-vaccination-near-me', label: 'Pet vaccination near you', note: 'The record GMC registration needs.' },
    { to: '/dog-spaying-near-me', label: 'Dog spaying', note: 'Timing, preparation and recovery.' },
    { to: '/cat-grooming', label: 'Cat grooming at home', note: 'For long-haired cats in flats.' },
    { to: '/services/consultation', label: 'Vet consultation', note: 'Home, clinic or video.' },
  ],
  offersHeading: 'Book a vet in Ghaziabad',
}
