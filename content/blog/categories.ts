/** What each blog category is about: the intro and description of its page. */
export const CATEGORY_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'dog-care': 'Adopting, settling in, neutering and everyday care for dogs and puppies.',
  'cat-care': 'Kittens, quiet signs of illness and everyday care for cats in Indian homes.',
  vaccination: 'Vaccination schedules for puppies and kittens, boosters for adults, and what to expect after a shot.',
  nutrition: 'Balanced diets for dogs and cats, packaged or home-cooked, explained.',
  grooming: 'Brushing, bathing, nails, ears and teeth: grooming dogs and cats at home without stress.',
  health: 'Parasites, first aid, heatstroke, smog and the illnesses common in Delhi NCR.',
}

export function categoryDescription(category: string, name: string): string {
  return CATEGORY_DESCRIPTIONS[category] ?? `Articles about ${name.toLowerCase()}.`
}
