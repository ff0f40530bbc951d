// Which pages may talk to main and where the window may go. Pure, so it is tested without Electron.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export interface RendererLocation {
  /** The built page, loaded over file://. */
  file: string
  /** The dev server's URL under `electron-vite dev`, if any. */
  devUrl?: string
}

/** The URL the main window loads. */
export function rendererUrl(location: RendererLocation): string {
  return location.devUrl ?? pathToFileURL(location.file).href
}

/** True for our own renderer page only; any other page, frame or origin is refused. */
export function isTrustedUrl(url: string | undefined, location: RendererLocation): boolean {
  if (!url) return false
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (location.devUrl) {
    const dev = new URL(location.devUrl)
    if (parsed.origin === dev.origin && parsed.protocol.startsWith('http')) return true
  }
  if (parsed.protocol !== 'file:') return false
  const page = pathToFileURL(path.resolve(location.file))
  return parsed.pathname === page.pathname
}

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')
