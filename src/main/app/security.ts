import type { BrowserWindowConstructorOptions, Session, WebContents } from 'electron'
import { CONTENT_SECURITY_POLICY, type RendererLocation, rendererUrl } from './trust'

export function secureWebPreferences(preload: string): NonNullable<BrowserWindowConstructorOptions['webPreferences']> {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
  }
}

/** Denies every permission request and check, and adds the CSP to every response. */
export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    })
  })
}

/** Keeps a page where it is: no navigation away, no new windows, no webviews. */
export function hardenWebContents(contents: WebContents, location: RendererLocation): void {
  const home = rendererUrl(location)
  contents.on('will-navigate', (event, url) => {
    if (url !== home) event.preventDefault()
  })
  contents.on('will-redirect', (event) => event.preventDefault())
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
}
