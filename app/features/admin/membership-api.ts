import {
  AdminPlanResponse,
  AdminPlansResponse,
  type CancelMemberBody,
  type ExtendMemberBody,
  MemberResponse,
  MembersResponse,
  type UpdatePlanBody,
} from '../../../core/contracts/membership.ts'
import { callApi } from '../../lib/api-client.ts'

export const membershipAdminKeys = {
  members: ['admin', 'members'] as const,
  plans: ['admin', 'membership-plans'] as const,
}

export const fetchMembers = async () => (await callApi('GET', '/api/admin/members', MembersResponse)).members
export const extendMember = async ({ id, body }: { id: string; body: ExtendMemberBody }) =>
  (await callApi('POST', `/api/admin/members/${encodeURIComponent(id)}/extend`, MemberResponse, body)).member
export const cancelMember = async ({ id, body }: { id: string; body: CancelMemberBody }) =>
  (await callApi('POST', `/api/admin/members/${encodeURIComponent(id)}/cancel`, MemberResponse, body)).member

export const fetchAdminPlans = async () => (await callApi('GET', '/api/admin/membership-plans', AdminPlansResponse)).plans
export const savePlan = async ({ id, body }: { id: string; body: UpdatePlanBody }) =>
  (await callApi('PUT', `/api/admin/membership-plans/${encodeURIComponent(id)}`, AdminPlanResponse, body)).plan
