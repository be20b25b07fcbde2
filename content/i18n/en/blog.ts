import { CATEGORY_DESCRIPTIONS } from '../../blog/categories.ts'
import { categoryName } from '../../../core/blog/listing.ts'
import { sitePageText } from './site-page.ts'

/** The shipped categories (BLOG_CATEGORIES of content/blog/posts.ts, which a test holds equal), named as the English pages name them. */
const category = (slug: string) => ({ name: categoryName(slug), description: CATEGORY_DESCRIPTIONS[slug] ?? '' })

/**
 * The blog's frame (decision 0083): the index, a category and an article. English pages keep
 * writing these words as they did; the English here is the source the Hindi is held to.
 */
export default {
  common: {
    home: 'Home',
    blog: 'Blog',
    breadcrumb: 'Breadcrumb',
    previous: 'Previous',
    next: 'Next',
    page: 'Page',
    categoriesLabel: 'Blog categories',
    allArticles: 'All articles',
    countUnit: 'articles',
  },
  categories: {
    'dog-care': category('dog-care'),
    'cat-care': category('cat-care'),
    vaccination: category('vaccination'),
    nutrition: category('nutrition'),
    grooming: category('grooming'),
    health: category('health'),
  },
  /** A category the shipped words do not name (added in the admin): its name stays as written. */
  otherCategory: {
    description: 'Articles about <name></name>.',
  },
  /** The team that writes the articles (content/blog/authors.ts), as a page in another language names it. */
  editorialTeam: {
    name: 'The {brand} editorial team',
    credentials: 'Written from current veterinary guidelines',
    bio: 'The {brand} editorial team writes these articles for dog and cat owners in India from current veterinary guidelines, named with their addresses at the end of each article. An article says so when a vet has not yet reviewed it.',
  },
  index: {
    ...sitePageText('/blogs'),
    titleOfPage: '{title}, Page {page} of {pages}',
    descriptionOfPage: '{description} Page {page} of {pages}.',
    englishNote: 'The articles are written in English. An article whose title is shown in Hindi has a short Hindi summary at the top of its page.',
    latest: 'Latest articles',
    latestPage: 'Latest articles, page {page} of {pages}',
    listLabel: 'Articles',
    empty: 'No articles are published yet.',
    pagesLabel: 'Blog pages',
  },
  category: {
    title: '{name} Articles',
    titleOfPage: '{name} Articles, Page {page} of {pages}',
    heading: '<name></name> articles',
    count: '{count, plural, one {# article} other {# articles}}',
    countPage: '{count, plural, one {# article} other {# articles}}, page {page} of {pages}',
  },
  article: {
    readingTime: '{minutes} min read',
    summaryHeading: 'The article in brief',
    summaryIntro: 'The main points of the English article below. Its medical review covers this summary too.',
    englishHeading: 'The full article is in English',
    englishWithSummary: 'The points above are in Hindi. The full article, with its sources, is for now in English only.',
    englishWithoutSummary: 'This article has no Hindi summary yet. The full article is below, in English.',
    englishLink: 'Read the full article',
    fullArticleHeading: 'The full article (in English)',
    reviewHeading: 'Medical review',
    reviewed: 'Medically reviewed by <name></name> (registration no. <registration></registration>), on <date></date>.',
    reviewedWithCouncil: 'Medically reviewed by <name></name> (<council></council> registration no. <registration></registration>), on <date></date>.',
    notReviewed: 'Not yet reviewed by a vet.',
    notReviewedSources: 'Written from the veterinary guidelines listed under Sources at the end.',
    notReviewedText: 'It is general advice and does not replace an examination.',
    nextReview: 'Next review due: <date></date>.',
    disclaimer: 'This article is general advice for pet parents and does not replace an examination. If your pet is unwell, talk to a vet.',
    ctaHeading: 'Want a vet to take a look?',
    ctaText: 'A registered vet can visit you at home anywhere in Delhi NCR, or talk to you by video.',
    ctaButton: 'Book an appointment',
    aboutAuthor: 'About <name></name>',
    moreByAuthor: 'More articles by <name></name>',
    keepReading: 'Keep reading',
    moreArticles: 'More articles',
  },
  author: {
    teamTitle: 'Articles by our editorial team',
    namedTitle: 'Articles by {name}',
    articlesBy: 'Articles by <name></name>',
    listLabel: 'Articles by {name}',
    empty: 'No articles yet.',
  },
  guide: {
    summaryHeading: 'The guide in brief',
    summaryIntro: 'The main points of the English guide below. Its medical review covers this summary too.',
    englishHeading: 'The full guide is in English',
    englishWithSummary: 'The main points of the guide are above. The full guide, with its schedule table and questions, is in English for now.',
    englishWithoutSummary: 'The summary of this guide is not ready yet. The full guide is below, in English.',
    englishLink: 'Read the full guide',
    fullGuideHeading: 'The full guide (in English)',
    articleLink: 'Read the full article',
    offersHeading: 'Book your cat’s vaccination at home',
  },
}
