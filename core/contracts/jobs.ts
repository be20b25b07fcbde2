import { z } from 'zod'

export const JOB_STATES = ['pending', 'failed', 'all'] as const

export const JobsQuery = z.object({
  state: z.enum(JOB_STATES, { error: `state must be one of ${JOB_STATES.join(', ')}` }).default('all'),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(200, 'limit must be at most 200').default(100),
})

export const JobDto = z.object({
  id: z.string(),
  name: z.string(),
  /** pg-boss's state: created, retry, active or failed. */
  state: z.string(),
  attempts: z.number(),
  startAfter: z.string(),
  createdOn: z.string(),
  completedOn: z.string().nullable(),
  error: z.string().nullable(),
})
export type JobDto = z.infer<typeof JobDto>
export const JobsResponse = z.object({ jobs: z.array(JobDto) })
