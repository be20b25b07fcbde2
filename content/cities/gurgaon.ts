import type { CityPageContent } from './types.ts'

export const GURGAON: CityPageContent = {
  slug: 'gurgaon',
  name: 'Gurgaon',
  officialName: 'Gurugram',
  region: 'Haryana',
  eyebrow: 'Gurgaon · Gurugram, Haryana',
  lead: 'From the towers of Golf Course Road to the new sectors along the Dwarka Expressway, a registered vet comes to your flat or house for vaccines, check-ups, tests and grooming. No crawling through Gurgaon traffic with a carsick dog.',
  highlights: ['Old and new Gurgaon, DLF to Sohna Road', 'Anti-rabies certificates for MCG registration', 'Tick checks through the monsoon', 'Hourly slots from {slotHours}, every day'],
  intro: {
    heading: 'Pet care in Gurgaon, without the drive',
    paragraphs: [
      'Most Gurgaon pet parents live in gated societies and high-rises, work long hours, and lose an afternoon to traffic whenever a vet means a drive to a clinic. A home visit fits around that: the vet comes to your flat in the slot you book, and your dog or cat is examined without a car ride or a waiting room.',
      'Our vets here see plenty of young Labradors, Golden Retrievers, Beagles and Shih Tzus, adopted Indies, and Persian cats that struggle in the heat. They know what the city does to pets: concrete that radiates heat long after sunset in May, ticks in society lawns after the rains, and dust from construction that never seems to stop.',
    ],
  },
  areas: {
    heading: 'Areas we visit in Gurgaon',
    intro: 'Our vets cover the whole city. These are the localities we visit most; if yours is not listed, book anyway and we will confirm.',
    groups: [
      {
        name: 'Golf Course Road and DLF',
        localities: ['DLF Phase 1', 'DLF Phase 2', 'DLF Phase 3', 'DLF Phase 4', 'DLF Phase 5', 'Golf Course Road', 'Sector 42', 'Sector 43', 'Sector 53', 'Sector 54'],
      },
      {
        name: 'Sohna Road and South City',
        localities: ['Sohna Road', 'South City 1', 'South City 2', 'Sushant Lok 1', 'Nirvana Country', 'Malibu Towne', 'Sector 47', 'Sector 48', 'Sector 49'],
      },
      {
        name: 'Golf Course Extension and New Gurgaon',
        localities: ['Golf Course Extension Road', 'Sector 56', 'Sector 57', 'Sector 65', 'Sector 66', 'Sector 82', 'Sector 83', 'Sector 84', 'Sector 85', 'Sector 86'],
      },
      {
        name: 'Old Gurgaon and Dwarka Expressway',
        localities: ['Palam Vihar', 'Sector 14', 'Sector 15', 'Sector 23', 'Sector 31', 'Sector 102', 'Sector 106', 'Sector 109', 'Sector 110'],
      },
    ],
    note: 'Gated societies usually ask residents to approve visitors: approve the vet at the gate or on your society’s visitor app when they arrive, so the visit starts on time.',
  },
  responseTimes: {
    heading: 'How soon a vet can come',
    intro: 'Typical times in Gurgaon, from booking to the vet at your door. Peak-hour traffic on the Golf Course Road and Sohna Road corridors can add to them.',
    rows: [
      { label: 'Same-day home visit', value: 'Usually available when you book before noon; weekday evening slots fill first.' },
      { label: 'New Gurgaon and Dwarka Expressway sectors', value: 'Book at least three hours ahead, as the vet may be crossing the city.' },
      { label: 'Video consultation', value: 'Often possible in the next hourly slot.' },
      { label: 'Emergency', value: 'Go straight to the nearest 24-hour veterinary hospital. Our phone line gives advice on the way from {supportHours}.' },
    ],
    note: 'These are typical times, not promises. If a vet is running late in traffic, we call you rather than leave you waiting.',
  },
  localFacts: {
    heading: 'Good to know in Gurgaon',
    sections: [
      {
        heading: 'Registering your dog with the Municipal Corporation of Gurugram',
        paragraphs: [
          'The Municipal Corporation of Gurugram (MCG) requires pet dogs in the city to be registered, and the application asks for a valid anti-rabies vaccination certificate. Our vet’s signed card with the vaccine’s batch sticker is what the form needs.',
          'The process, the documents and the fee change from time to time, so check the current requirements with the corporation before you apply.',
        ],
      },
      {
        heading: 'Cats and high-rise balconies',
        paragraphs: [
          'Cats fall from balconies more often than owners expect, usually while chasing a bird or when startled, and a fall from the upper floors of a Gurgaon tower can break a jaw, legs or ribs. Net balconies and windows before your cat can reach them. A cat that has fallen needs a vet now, even if it seems fine: injuries to the chest can get worse over the next hours.',
        ],
      },
    ],
  },
  seasons: {
    heading: 'What each season brings for pets in Gurgaon',
    intro: 'Gurgaon’s weather is hard on pets in a few predictable ways. Plan for each one.',
    risks: [
      {
        season: 'Summer heat',
        months: 'April to June',
        risk: 'Afternoons pass 45 °C, and tiles, podiums and tarmac stay hot well after dark. Heatstroke strikes Pugs, Bulldogs, Shih Tzus, Persian cats, and any dog left in a parked car or on a terrace.',
        advice: 'Walk before 7 am and after 8 pm, test the ground with the back of your hand for seven seconds, and keep water and a cool floor indoors. Heavy panting, drooling, bright red gums or collapse need a vet at once; cool your pet first with plenty of tap water and a fan, then travel.',
      },
      {
        season: 'Monsoon',
        months: 'July to September',
        risk: 'Waterlogged roads and underpasses, and society lawns that stay wet for weeks, are ideal for ticks and mosquitoes. Flood water spreads leptospirosis from rat urine, and tick fever cases in dogs climb.',
        advice: 'Keep tick control and the leptospirosis vaccine current, check paws, ears and armpits after every walk, and dry your dog’s feet. A dog that is tired and off its food after the rains should be tested for tick fever.',
      },
      {
        season: 'Winter smog and dust',
        months: 'November to January',
        risk: 'Air quality often falls to very poor or severe, made worse by construction dust. Flat-faced breeds, older pets and animals with heart or airway disease cough, wheeze and tire quickly.',
        advice: 'Shorten walks on bad days and prefer the afternoon, when the air is usually a little better than at dawn. Run an air purifier where your pet sleeps, and see a vet for a cough that lasts more than a few days.',
      },
      {
        season: 'Diwali and wedding season',
        months: 'October to December',
        risk: 'Firecrackers and wedding bands terrify many dogs and cats; some bolt through open doors or hurt themselves trying to hide.',
        advice: 'Keep pets indoors with windows shut and curtains drawn, give them a quiet den, make sure your dog’s collar carries your number, and talk to a vet weeks ahead if your pet panics every year.',
      },
    ],
  },
  faqs: [
    {
      question: 'Do you visit New Gurgaon and the Dwarka Expressway sectors?',
      answer: 'Yes. The sectors along the Dwarka Expressway and in New Gurgaon are part of our area. For a same-day visit there, book at least three hours ahead, as the vet may be coming from across the city.',
    },
    {
      question: 'Where do I register my dog in Gurgaon?',
      answer: 'With the Municipal Corporation of Gurugram. You will need a current anti-rabies vaccination certificate, which our vet can give at a home visit. Check the current process and fee with the corporation before applying.',
    },
    {
      question: 'My society does not let service providers in. What can I do?',
      answer: 'Most societies only need the visitor approved at the gate or on the visitor app. If yours has a stricter rule, a consultation at a clinic or a video call are good alternatives for most problems.',
    },
    {
      question: 'What if my pet has an emergency at night?',
      answer: 'Go straight to the nearest 24-hour veterinary hospital, and call it on the way so the team is ready. Do not wait for a home visit if your pet cannot breathe, has collapsed or has been hit by a vehicle. Our phone line answers every day from {supportHours}, so late at night the hospital is your first call.',
    },
    {
      question: 'My dog gets ticks every monsoon. What actually works?',
      answer: 'A vet-recommended tick preventive used all year round, not only when you see ticks, plus a check after every walk and keeping your dog off long grass in society parks during the rains. Our vet can recommend a product suited to your dog’s age and weight.',
    },
  ],
  related: [
    { to: '/dog-vaccination', label: 'Dog vaccination schedule', note: 'For the MCG registration certificate.' },
    { to: '/services/lab-tests', label: 'Lab tests at home', note: 'Tick fever and blood tests.' },
    { to: '/dog-grooming', label: 'Dog grooming at home', note: 'A summer brush-out, not a shave.' },
    { to: '/pet-hospital-near-me', label: 'Emergency vets near you', note: 'When it cannot wait.' },
  ],
  offersHeading: 'Book a vet in Gurgaon',
}
