// One family of errors for everything a player can cause: each carries a code the page and the command act
// on, and a message that says what is wrong and, where there is one, the file, line or field. Anything else
// that is thrown is a bug, answered as INTERNAL.

export type ErrorCode = 'NOT_FOUND' | 'INVALID_INPUT' | 'BAD_QUERY' | 'REFUSED' | 'CONFLICT'

export class RingsideError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The field at fault, for INVALID_INPUT. */
    readonly field?: string,
  ) {
    super(message)
    this.name = 'RingsideError'
  }
}

/** Something asked for by id or name that is not there (a deck, a card, a job). */
export function notFound(message: string): RingsideError {
  return new RingsideError('NOT_FOUND', message)
}

/** A request the rules or the state of things refuse, with the reason. */
export function refused(message: string): RingsideError {
  return new RingsideError('REFUSED', message)
}

/** A name or id already taken by something else. */
export function conflict(message: string): RingsideError {
  return new RingsideError('CONFLICT', message)
}

/** An input that breaks a rule; `field` names it. */
export function invalid(message: string, field?: string): RingsideError {
  return new RingsideError('INVALID_INPUT', message, field)
}
