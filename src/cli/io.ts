// What every command writes to and how it exits: a contract scripts rely on (docs/cli.md).

import { RingsideError } from '../shared/errors'

export interface Io {
  out(line: string): void
  err(line: string): void
  env: NodeJS.ProcessEnv
}

export const EXIT = { ok: 0, illegal: 1, error: 2 } as const

/** A mistake in the command line itself: one line, and the list of commands when the command is unknown. */
export class UsageError extends RingsideError {
  constructor(
    message: string,
    readonly withUsage = false,
  ) {
    super('INVALID_INPUT', message)
    this.name = 'UsageError'
  }
}
