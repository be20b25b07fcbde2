import { z } from 'zod'
import {
  AdminArticleListResponse,
  AdminArticleResponse,
  AdminAuthorListResponse,
  AdminAuthorResponse,
  type ArticleInput,
  type ArticleUpdate,
  type AuthorCreate,
  type AuthorUpdate,
  ReviewListResponse,
  ReviewResponse,
  UploadResponse,
} from '../../../core/contracts/blog-admin.ts'
import { callApi } from '../../lib/api-client.ts'
import { postImage } from '../../lib/image-upload.ts'

export const blogAdminKeys = {
  articles: ['admin', 'blogs'] as const,
  authors: ['admin', 'authors'] as const,
  reviews: ['vet', 'blog-reviews'] as const,
}

const NoContent = z.undefined()

export const fetchArticles = async () => (await callApi('GET', '/api/admin/blogs', AdminArticleListResponse)).articles
export const createArticle = async (body: ArticleInput) => (await callApi('POST', '/api/admin/blogs', AdminArticleResponse, body)).article
export const updateArticle = async ({ id, body }: { id: number; body: ArticleUpdate }) =>
  (await callApi('PUT', `/api/admin/blogs/${id}`, AdminArticleResponse, body)).article
export const deleteArticle = ({ id, version }: { id: number; version: number }) => callApi('DELETE', `/api/admin/blogs/${id}`, NoContent, { version })

export const fetchAuthors = async () => (await callApi('GET', '/api/admin/authors', AdminAuthorListResponse)).authors
export const createAuthor = async (body: AuthorCreate) => (await callApi('POST', '/api/admin/authors', AdminAuthorResponse, body)).author
export const updateAuthor = async ({ id, body }: { id: string; body: AuthorUpdate }) =>
  (await callApi('PUT', `/api/admin/authors/${encodeURIComponent(id)}`, AdminAuthorResponse, body)).author

export const fetchReviews = async () => (await callApi('GET', '/api/vet/blog-reviews', ReviewListResponse)).articles
export const markReviewed = async ({ id, version }: { id: number; version: number }) =>
  (await callApi('POST', `/api/vet/blog-reviews/${id}`, ReviewResponse, { version })).article

/** Sends a picture's bytes as they are; the server decides from them what the file is. */
export const uploadImage = (file: File, kind: 'cover' | 'photo'): Promise<UploadResponse> => postImage(`/api/admin/uploads?kind=${kind}`, file, UploadResponse)
