// The page is served from app://ringside, a scheme of its own, instead of file://: only the renderer's
// folder is reachable, every response carries the CSP, and the page's origin is not the whole disk.
import fs from 'node:fs'
import type { Protocol } from 'electron'
import { APP_SCHEME, appFile, CONTENT_SECURITY_POLICY, type RendererLocation } from './trust'

/** Before the app is ready: app:// behaves like a secure, standard web origin (module scripts, fetch). */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }])
}

/** Answers an app:// request with the renderer's file, or 404 for anything outside it. */
export function answerAppRequest(url: string, location: RendererLocation): Response {
  const found = appFile(url, location)
  if (!found) return new Response('not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  return new Response(fs.readFileSync(found.file), {
    headers: { 'content-type': found.type, 'content-security-policy': CONTENT_SECURITY_POLICY, 'x-content-type-options': 'nosniff' },
  })
}

export function serveRenderer(protocol: Pick<Protocol, 'handle'>, location: RendererLocation): void {
  protocol.handle(APP_SCHEME, (request) => answerAppRequest(request.url, location))
}
