import { describe, expect, it } from 'vitest'
import { articleJsonLd, breadcrumbList, jsonLdGraph } from './structured-data.ts'

describe('structured data', () => {
  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    expect(breadcrumbList('https://petvaidya.in/', [{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blogs' }])).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://petvaidya.in/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://petvaidya.in/blogs' },
      ],
    })
  })

  it('describes an article with absolute URLs and leaves out what is unknown', () => {
    const base = {
      type: 'BlogPosting' as const,
      path: '/blogs/a-post',
      headline: 'A post',
      description: 'About it',
      datePublished: '2026-01-14T04:30:00.000Z',
      publisher: 'PetVaidya',
    }
    expect(articleJsonLd('https://petvaidya.in', { ...base, image: '/images/blog/health.svg', author: { name: 'Dr. A', jobTitle: 'BVSc', path: '/authors/a' } })).toMatchObject({
      '@type': 'BlogPosting',
      url: 'https://petvaidya.in/blogs/a-post',
      mainEntityOfPage: 'https://petvaidya.in/blogs/a-post',
      image: 'https://petvaidya.in/images/blog/health.svg',
      author: { '@type': 'Person', name: 'Dr. A', url: 'https://petvaidya.in/authors/a' },
      publisher: { '@type': 'Organization', name: 'PetVaidya', url: 'https://petvaidya.in/' },
    })
    const bare = articleJsonLd('https://petvaidya.in', { ...base, image: null, author: null })
    expect(bare).not.toHaveProperty('image')
    expect(bare).not.toHaveProperty('author')
  })

  it('credits the editorial team as an organisation, and names a reviewer only when a review exists', () => {
    const base = { type: 'BlogPosting' as const, path: '/blogs/a', headline: 'A', description: 'B', datePublished: '2026-01-14T04:30:00.000Z', publisher: 'PetVaidya', image: null }
    const team = { name: 'The PetVaidya editorial team', jobTitle: 'Editors', path: '/authors/petvaidya-editorial-team', kind: 'Organization' as const }
    const unreviewed = articleJsonLd('https://petvaidya.in', { ...base, author: team, review: null })
    expect(unreviewed.author).toEqual({ '@type': 'Organization', name: 'The PetVaidya editorial team', url: 'https://petvaidya.in/authors/petvaidya-editorial-team' })
    expect(unreviewed).not.toHaveProperty('reviewedBy')
    expect(unreviewed).not.toHaveProperty('lastReviewed')
    const reviewed = articleJsonLd('https://petvaidya.in', {
      ...base,
      author: team,
      review: { reviewerName: 'Dr. R', registrationNumber: 'DVC-1234', reviewedAt: '2026-12-04' },
    })
    expect(reviewed).toMatchObject({ reviewedBy: { '@type': 'Person', name: 'Dr. R', identifier: 'DVC-1234' }, lastReviewed: '2026-12-04' })
  })

  it('puts several entities in one graph', () => {
    expect(jsonLdGraph([{ '@type': 'A' }, { '@type': 'B' }])).toEqual({ '@context': 'https://schema.org', '@graph': [{ '@type': 'A' }, { '@type': 'B' }] })
  })
})
