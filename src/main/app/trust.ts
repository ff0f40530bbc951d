// Which pages may talk to main and where the window may go, and which files the app:// scheme serves.
// Pure, so it is tested without Electron.
import fs from 'node:fs'
import path from 'node:path'

export interface RendererLocation {
  /** The built page, served as app://ringside/index.html from its folder. */
  file: string
  /** The dev server's URL under `electron-vite dev`, if any. */
  devUrl?: string
}

/** The page's own scheme and origin: not file://, so it shares nothing with the rest of the disk. */
export const APP_SCHEME = 'app'
export const APP_ORIGIN = `${APP_SCHEME}://ringside`

/** The URL the main window loads. */
export function rendererUrl(location: RendererLocation): string {
  return location.devUrl ?? `${APP_ORIGIN}/${path.basename(location.file)}`
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
  return `${parsed.protocol}//${parsed.host}` === APP_ORIGIN && parsed.pathname === `/${path.basename(location.file)}`
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
}

/**
 * The file an app:// URL names inside the renderer's folder, with its content type; null for another
 * host, a path that climbs out of the folder (`..`, encoded or not), or a file that is not there.
 */
export function appFile(url: string, location: RendererLocation): { file: string; type: string } | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (`${parsed.protocol}//${parsed.host}` !== APP_ORIGIN) return null
  let relative: string
  try {
    relative = decodeURIComponent(parsed.pathname)
  } catch {
    return null
  }
  const root = path.dirname(path.resolve(location.file))
  const file = path.resolve(root, `.${relative}`)
  if (file !== root && !file.startsWith(root + path.sep)) return null
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return null
  return { file, type: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' }
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
