import { useEffect } from 'react'

const STORAGE_KEY = 'petvaidya:viewed-posts'
/** Used where session storage is unavailable (some private windows). */
const viewedInMemory = new Set<number>()

function alreadyViewed(postId: number): boolean {
  if (viewedInMemory.has(postId)) return true
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(stored) && stored.includes(postId)
  } catch {
    return false
  }
}

function rememberView(postId: number): void {
  viewedInMemory.add(postId)
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    const ids = Array.isArray(stored) ? stored.filter((value) => typeof value === 'number') : []
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...ids, postId].slice(-100)))
  } catch {
    // Storage is full or blocked: the in-memory record still stops repeats on this page.
  }
}

/**
 * Counts one view of an article once it is open in a browser: once per post per browser tab
 * session, so reloading or coming back does not count again (decision 0008). Best effort: a
 * failed request is not retried.
 */
export function useRecordBlogView(postId: number): void {
  useEffect(() => {
    if (alreadyViewed(postId)) return
    rememberView(postId)
    void fetch(`/api/blogs/${postId}/views`, { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => undefined)
  }, [postId])
}
