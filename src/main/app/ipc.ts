import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import { API_CHANNEL, type ApiResult } from '../../shared/contract'
import type { Dispatch } from '../ipc/dispatch'
import { isTrustedUrl, type RendererLocation } from './trust'

/** Binds the API channel to the dispatcher, refusing calls from any page or frame but our own. */
export function registerIpc(ipcMain: IpcMain, dispatch: Dispatch, location: RendererLocation): void {
  ipcMain.handle(API_CHANNEL, (event: IpcMainInvokeEvent, method: unknown, payload: unknown): Promise<ApiResult<unknown>> | ApiResult<unknown> => {
    const url = event.senderFrame?.url
    if (!isTrustedUrl(url, location) || event.senderFrame?.parent) {
      return { ok: false, error: { code: 'FORBIDDEN', message: `${String(method)}: refused a call from ${url ?? 'an unknown frame'}` } }
    }
    return dispatch(String(method), payload)
  })
}
