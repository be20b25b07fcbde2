export type SeedAuthor = { id: string; name: string; credentials: string; bio: string }
export type SeedPost = {
  slug: string
  title: string
  image: string | null
  category: string
  excerpt: string
  content: string
  authorId: string
  views: number
  publishedAt: string
}

export const AUTHORS: readonly SeedAuthor[] = [
  {
    id: 'dr-ananya-sharma',
    name: 'Dr. Ananya Sharma',
    credentials: 'BVSc & AH, MVSc (Medicine)',
    bio: 'A small-animal vet in Gurgaon with ten years of practice, most of it in home visits.',
  },
]

export const BLOG_POSTS: readonly SeedPost[] = [
  {
    slug: 'puppy-vaccination-schedule-in-india',
    title: 'Puppy Vaccination Schedule in India',
    image: null,
    category: 'dog-care',
    excerpt: 'Which vaccines a puppy needs in its first year, and when.',
    content: 'Draft.',
    authorId: 'dr-ananya-sharma',
    views: 0,
    publishedAt: '2026-10-01T04:30:00.000Z',
  },
]
