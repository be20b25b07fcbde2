import { BRAND } from '../../core/brand.ts'
import type { CollectionPage } from './types.ts'

/**
 * /podcasts: the published episodes come from the media library (decision 0063), each with its
 * audio and transcript. No outline of an episode that does not exist is shown.
 */
export const PODCASTS_PAGE: CollectionPage = {
  updated: '2026-11-29',
  intro: `Pet Talk by ${BRAND}: conversations about raising dogs and cats in Indian homes. Every episode comes with its full transcript.`,
  notice: null,
  guidesHeading: 'Episodes',
  guides: [],
}
