import { JobsResponse } from '../../../core/contracts/jobs.ts'
import { callApi } from '../../lib/api-client.ts'

export type JobsFilter = 'pending' | 'failed' | 'all'
export const jobKeys = { list: (state: JobsFilter) => ['admin', 'jobs', state] as const }
export const fetchJobs = (state: JobsFilter) => callApi('GET', `/api/admin/jobs?state=${state}`, JobsResponse)
