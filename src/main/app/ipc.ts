import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import { API_CHANNELS, type ApiResult } from '../../shared/contract'
import type { Dispatch } from '../ipc/dispatch'
import { isTrustedUrl, type RendererLocation } from './trust'

/** Binds each contract channel to the dispatcher, refusing calls from any page but our own. */
export function registerIpc(ipcMain: IpcMain, dispatch: Dispatch, location: RendererLocation): void {
  for (const [method, channel] of Object.entries(API_CHANNELS)) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, payload: unknown): Promise<ApiResult<unknown>> | ApiResult<unknown> => {
      const url = event.senderFrame?.url
      if (!isTrustedUrl(url, location) || event.senderFrame?.parent) {
        return { ok: false, error: { code: 'FORBIDDEN', message: `${method}: refused a call from ${url ?? 'an unknown frame'}` } }
      }
      return dispatch(method, payload)
    })
  }
}
