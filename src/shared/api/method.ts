// One method of the contract between the page and main: what it takes, as a schema main checks every call
// against, and (as a type only) what it answers.
import type { z } from 'zod'

export interface MethodSpec<I extends z.ZodType = z.ZodType, O = unknown> {
  input: I
  /** Never read: it carries the answer's type. */
  output: O
}

/** `takes(schema).answers<Type>()`: a method's input schema and its answer's type. */
export function takes<I extends z.ZodType>(input: I): { answers<O>(): MethodSpec<I, O> } {
  return { answers: <O>() => ({ input, output: undefined as O }) }
}

/** What a domain's handlers implement: one function per method, taking the checked input. */
export type Handlers<A extends Record<string, MethodSpec>> = {
  [M in keyof A]: (input: z.output<A[M]['input']>) => A[M]['output'] | Promise<A[M]['output']>
}
