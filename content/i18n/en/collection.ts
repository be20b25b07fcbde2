import { ACADEMY_PAGE } from '../../pages/academy.ts'
import { PODCASTS_PAGE } from '../../pages/podcasts.ts'
import { RESOURCES_PAGE } from '../../pages/resources.ts'
import { VIDEOS_PAGE } from '../../pages/videos.ts'
import { sitePageText } from './site-page.ts'

/**
 * The media pages (/videos, /podcasts, /resources, /academy): their frame, what they say when
 * nothing is published, and the words around a published video or episode. The guides themselves
 * are content (content/pages), kept in English on a Hindi page.
 */
export default {
  pages: {
    videos: { ...sitePageText('/videos'), intro: VIDEOS_PAGE.intro, guidesHeading: VIDEOS_PAGE.guidesHeading },
    podcasts: { ...sitePageText('/podcasts'), intro: PODCASTS_PAGE.intro, guidesHeading: PODCASTS_PAGE.guidesHeading },
    resources: { ...sitePageText('/resources'), intro: RESOURCES_PAGE.intro, guidesHeading: RESOURCES_PAGE.guidesHeading },
    academy: { ...sitePageText('/academy'), intro: ACADEMY_PAGE.intro, guidesHeading: ACADEMY_PAGE.guidesHeading, notice: ACADEMY_PAGE.notice ?? '' },
  },
  nothingPublished: {
    video: 'No videos are published yet. The written guides below cover the same jobs, step by step.',
    podcast: 'No podcast episodes are published yet. Our written guides cover the same topics: <blog>the blog</blog> and <resources>resources</resources>.',
  },
  guides: {
    navLabel: 'On this page',
    /** On a page in another language: the guides below are in English. */
    englishHeading: 'The guides are in English',
    englishText: 'The guides below are written in English for now.',
    englishLink: 'Go to the guides',
  },
  media: {
    listLabel: 'Published',
    watchOn: 'Watch on <site>{provider}</site>',
    minutes: 'About {minutes} minutes',
    download: 'Download the episode',
    transcript: 'Transcript',
    reviewed: 'Medically reviewed by <person>{name}</person> (registration no. {number}), on <time>{date}</time>.',
    reviewedWithCouncil: 'Medically reviewed by <person>{name}</person> (<councilName>{council}</councilName> registration no. {number}), on <time>{date}</time>.',
  },
  review: {
    heading: 'Medical review and sources',
    reviewed: 'Medically reviewed by <person>{name}</person> (registration no. {registration}), on {date}.',
    notReviewed: 'Not yet reviewed by a vet.',
    notReviewedText: 'Written by our editorial team from the veterinary guidelines listed below. It is general advice and does not replace an examination.',
    nextDue: 'Next review due: {date}.',
    sources: 'Sources',
  },
}
