// Card pictures as data: URLs from main, each fetched once per size and kept while the page lives.
import { call } from '../lib/api'

const cache = new Map<string, Promise<string | null>>()

/** The picture's URL, or null when its file is missing (the integrity check says so). */
export function pictureUrl(hash: string, size: 'full' | 'thumb'): Promise<string | null> {
  const key = `${size}:${hash}`
  let url = cache.get(key)
  if (!url) {
    url = call('cardImage', { hash, size }).catch(() => null)
    cache.set(key, url)
  }
  return url
}
