// Calling the dispatcher as the page does, for the tests of a domain's methods.
import type { createDispatch } from '../src/main/ipc/dispatch'

export type Dispatch = ReturnType<typeof createDispatch>

/** The method's answer; a refusal fails the test with its code and message. */
export async function call(d: Dispatch, method: string, payload: unknown): Promise<any> {
  const answer = await d(method, payload)
  if (!answer.ok) throw new Error(`${method}: ${answer.error.code} ${answer.error.message}`)
  return answer.value
}

/** The refusal of a call that must be refused. */
export async function refusedWith(d: Dispatch, method: string, payload: unknown) {
  const answer = await d(method, payload)
  if (answer.ok) throw new Error(`${method} was not refused`)
  return answer.error
}
