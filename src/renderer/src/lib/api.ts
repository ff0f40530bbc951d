// Calls window.api and unwraps its result: a failed call throws an ApiCallError carrying main's message.
import type { ApiError, ApiInput, ApiMethod, ApiOutputs, ApiResult } from '../../../shared/contract'

export class ApiCallError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message)
  }
}

export async function call<M extends ApiMethod>(method: M, ...input: ApiInput<M> extends undefined ? [] : [ApiInput<M>]): Promise<ApiOutputs[M]> {
  const fn = window.api[method] as (i?: unknown) => Promise<ApiResult<ApiOutputs[M]>>
  const result = await fn(input[0])
  if (!result.ok) throw new ApiCallError(result.error)
  return result.value
}

/** Runs an action, reporting its error message, or '' when it succeeds. */
export async function reporting(action: () => Promise<unknown>, report: (message: string) => void): Promise<void> {
  try {
    report('')
    await action()
  } catch (err) {
    report((err as Error).message)
  }
}
