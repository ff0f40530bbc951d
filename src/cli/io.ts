// What every command writes to and how it exits: a contract scripts rely on (DESIGN.md).

export interface Io {
  out(line: string): void
  err(line: string): void
  env: NodeJS.ProcessEnv
}

export const EXIT = { ok: 0, illegal: 1, error: 2 } as const

/** A mistake in the command line itself: printed with the usage. */
export class UsageError extends Error {}
