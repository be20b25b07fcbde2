import {
  AdminFaqListResponse,
  AdminFaqResponse,
  AdminServiceListResponse,
  AdminServiceResponse,
  type CreateFaqBody,
  type CreateServiceBody,
  MarketingClaimsResponse,
  type ReorderFaqsBody,
  type UpdateFaqBody,
  type UpdateMarketingClaimsBody,
  type UpdateServiceBody,
  type UpdateWhatsappBody,
  WhatsappSettingsResponse,
} from '../../../core/contracts/content-admin.ts'
import { z } from 'zod'
import { ApiError, callApi } from '../../lib/api-client.ts'

export const contentKeys = {
  faqs: ['admin', 'faqs'] as const,
  services: ['admin', 'services'] as const,
  whatsapp: ['admin', 'whatsapp'] as const,
  marketingClaims: ['admin', 'marketing-claims'] as const,
}

export const fetchAdminFaqs = async () => (await callApi('GET', '/api/admin/faqs', AdminFaqListResponse)).faqs
export const createFaq = async (body: CreateFaqBody) => (await callApi('POST', '/api/admin/faqs', AdminFaqResponse, body)).faq
export const updateFaq = async ({ id, body }: { id: number; body: UpdateFaqBody }) => (await callApi('PUT', `/api/admin/faqs/${id}`, AdminFaqResponse, body)).faq
export const deleteFaq = async ({ id, version }: { id: number; version: number }) => callApi('DELETE', `/api/admin/faqs/${id}?version=${version}`, z.undefined())
export const reorderFaqs = async (body: ReorderFaqsBody) => (await callApi('POST', '/api/admin/faqs/reorder', AdminFaqListResponse, body)).faqs

export const fetchAdminServices = () => callApi('GET', '/api/admin/services', AdminServiceListResponse)
export const createService = async (body: CreateServiceBody) => (await callApi('POST', '/api/admin/services', AdminServiceResponse, body)).service
export const updateService = async ({ id, body }: { id: string; body: UpdateServiceBody }) =>
  (await callApi('PUT', `/api/admin/services/${encodeURIComponent(id)}`, AdminServiceResponse, body)).service

export const fetchWhatsapp = async () => (await callApi('GET', '/api/admin/whatsapp', WhatsappSettingsResponse)).whatsapp
export const updateWhatsapp = async (body: UpdateWhatsappBody) => (await callApi('PUT', '/api/admin/whatsapp', WhatsappSettingsResponse, body)).whatsapp

export const fetchMarketingClaims = async () => (await callApi('GET', '/api/admin/marketing-claims', MarketingClaimsResponse)).marketingClaims
export const updateMarketingClaims = async (body: UpdateMarketingClaimsBody) =>
  (await callApi('PUT', '/api/admin/marketing-claims', MarketingClaimsResponse, body)).marketingClaims

/** True for the answer to a save over a newer version: the page says so and offers the latest. */
export function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'STALE_VERSION'
}
