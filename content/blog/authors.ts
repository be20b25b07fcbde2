import type { SeedAuthor } from './types.ts'

/** The vets who write for the blog. These people are fictional. */
export const AUTHORS: readonly SeedAuthor[] = [
  {
    id: 'dr-ananya-sharma',
    name: 'Dr. Ananya Sharma',
    credentials: 'BVSc & AH, MVSc (Medicine)',
    bio: 'A small-animal vet in Gurgaon with ten years of practice, most of it in home visits. She has a special interest in preventive care and tick-borne disease, and sees a great many puppies and kittens through their first year.',
  },
  {
    id: 'dr-vikram-rathore',
    name: 'Dr. Vikram Rathore',
    credentials: 'BVSc & AH, MVSc (Surgery)',
    bio: 'A veterinary surgeon based in South Delhi with twelve years of soft-tissue surgery and emergency work. He performs spay and neuter surgery for pet families and for local Animal Birth Control drives.',
  },
  {
    id: 'dr-meera-iyer',
    name: 'Dr. Meera Iyer',
    credentials: 'BVSc & AH, MVSc (Animal Nutrition)',
    bio: 'A vet in Noida who runs cat-friendly clinic hours and home visits. Her postgraduate work was in animal nutrition, and she helps families plan diets for cats and dogs, including adopted indies.',
  },
]
