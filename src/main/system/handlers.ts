// The app's side of the contract: the page's unexpected errors go to the log.
import type { systemApi } from '../../shared/api/system'
import type { Handlers } from '../../shared/api/method'
import { appLog } from './log'

export function systemHandlers(): Handlers<typeof systemApi> {
  return {
    reportError: ({ kind, message, stack }) => {
      appLog.error('page', `${kind === 'rejection' ? 'unhandled rejection' : 'uncaught error'}: ${message}${stack ? `\n${stack}` : ''}`)
      return { log: appLog.file }
    },
  }
}
