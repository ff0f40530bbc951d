// The page's own failures (an uncaught error, a promise rejected with nobody waiting): written to main's log,
// and told to the player with the log's place, so a bug report can carry it.
import { call } from './api'

/** Chromium's notice that a ResizeObserver callback changed layout: an `error` event with no error, harmless. */
export function isResizeObserverNotice(e: ErrorEvent): boolean {
  return e.error == null && /^ResizeObserver loop\b/.test(e.message ?? '')
}

/** The banner's words: the message once, with a single full stop after it. */
export function crashMessage(message: string, log: string | null): string {
  const said = message.trim().replace(/[.\s]+$/, '') || 'unknown error'
  return `Something went wrong: ${said}.${log ? ` The details are in ${log}.` : ''}`
}

export function reportUncaught(show: (message: string) => void): () => void {
  const report = async (kind: 'error' | 'rejection', reason: unknown) => {
    const message = (reason instanceof Error ? reason.message : String(reason)).slice(0, 2_000) || 'unknown error'
    const stack = reason instanceof Error ? reason.stack?.slice(0, 20_000) : undefined
    let log: string | null = null
    try {
      ;({ log } = await call('reportError', { kind, message, ...(stack ? { stack } : {}) }))
    } catch {
      // Main cannot be reached: the player is still told.
    }
    show(crashMessage(message, log))
  }
  const onError = (e: ErrorEvent) => {
    if (isResizeObserverNotice(e)) return
    void report('error', e.error ?? e.message)
  }
  const onRejection = (e: PromiseRejectionEvent) => void report('rejection', e.reason)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}
