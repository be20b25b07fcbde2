import type { Testimonial } from '../../core/contracts/testimonial.ts'

/**
 * Sample testimonials (spec section 3: static sample data). They illustrate the services and are
 * labelled as samples wherever they are shown; they are not reviews from real customers.
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Ritika Malhotra, Gurgaon',
    petName: 'Bruno',
    petType: 'dog',
    rating: 5,
    content:
      'Bruno hates the car, so a vet coming home for his booster was a relief. The doctor was on time, explained each vaccine and filled in his card properly. No stress for him or for us.',
    image: null,
  },
  {
    id: 2,
    name: 'Arjun Mehta, Noida',
    petName: 'Misty',
    petType: 'cat',
    rating: 4,
    content:
      'Booked a home check-up when Misty stopped eating properly. The vet was gentle with her and found a tooth problem. Getting a slot took a day longer than I hoped, but the care itself was excellent.',
    image: null,
  },
  {
    id: 3,
    name: 'Sana Qureshi, South Delhi',
    petName: 'Kaalu',
    petType: 'dog',
    rating: 5,
    content:
      'We adopted Kaalu, an indie, from our colony. The vet dewormed him, started his vaccines and gave us a clear plan for food and tick prevention. The price was exactly what was shown when we booked.',
    image: null,
  },
  {
    id: 4,
    name: 'Vivek and Neha Sharma, Ghaziabad',
    petName: 'Coco',
    petType: 'puppy',
    rating: 5,
    content:
      'First puppy, lots of questions. The vet sat with us for a good while, wrote down the whole vaccination schedule and told us what to watch for. We felt looked after rather than rushed.',
    image: null,
  },
  {
    id: 5,
    name: 'Farah Khan, Faridabad',
    petName: 'Simba',
    petType: 'cat',
    rating: 5,
    content:
      'The video consultation late in the evening helped us decide that Simba could wait until morning for a clinic visit. The vet asked the right questions and sent a short summary afterwards.',
    image: null,
  },
  {
    id: 6,
    name: 'Karan Bhatia, Gurgaon',
    petName: 'Zara',
    petType: 'dog',
    rating: 4,
    content:
      'Zara had tick fever last monsoon. The blood sample was taken at home and the vet called to explain the report. Follow-up visits were easy to book. I would like weekend evening slots too.',
    image: null,
  },
  {
    id: 7,
    name: 'Ishita Roy, Dwarka, Delhi',
    petName: 'Pixel',
    petType: 'kitten',
    rating: 5,
    content:
      'Our kitten had her first tricat vaccine at home. The vet showed us how to trim her nails and checked her ears for mites. Very calm with a tiny, wriggly patient.',
    image: null,
  },
  {
    id: 8,
    name: 'Manoj Verma, Indirapuram',
    petName: 'Rocky',
    petType: 'dog',
    rating: 5,
    content:
      'Rocky was neutered at a clinic and the after-care visit at home the next day put our minds at rest. Clear instructions on the cone, medicines and stitches.',
    image: null,
  },
  {
    id: 9,
    name: 'Priya Nair, Noida Extension',
    petName: 'Mithai',
    petType: 'cat',
    rating: 4,
    content:
      'Home grooming for a Persian is not easy, but the groomer was patient and worked in short breaks so Mithai did not panic. A couple of small mats had to be left for next time, which I appreciated.',
    image: null,
  },
]

/** The three cards of the home page's reviews section (spec section 3: ratings 5, 4, 5). */
export const HOME_TESTIMONIALS: readonly Testimonial[] = TESTIMONIALS.slice(0, 3)
