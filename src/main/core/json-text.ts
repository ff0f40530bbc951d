// JSON read from files players give us: when it does not parse, say where (line and column) and why, in words.
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser'

const REASONS: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'malformed number',
  PropertyNameExpected: 'a property name in double quotes is expected',
  ValueExpected: 'a value is expected',
  ColonExpected: 'a colon is expected',
  CommaExpected: 'a comma is expected',
  CloseBraceExpected: 'a closing } is missing',
  CloseBracketExpected: 'a closing ] is missing',
  EndOfFileExpected: 'text after the end of the JSON',
  InvalidCommentToken: 'comments are not allowed',
  UnexpectedEndOfComment: 'unexpected end of a comment',
  UnexpectedEndOfString: 'a string is not closed',
  UnexpectedEndOfNumber: 'a number is cut short',
  InvalidUnicode: 'malformed \\u escape',
  InvalidEscapeCharacter: 'malformed escape in a string',
  InvalidCharacter: 'a control character inside a string',
}

export type JsonRead = { ok: true; value: unknown } | { ok: false; line: number; message: string }

/** JSON.parse, or where and why the text is not JSON: `not valid JSON: a comma is expected (line 3, column 2)`. */
export function readJsonText(text: string): JsonRead {
  const body = text.replace(/^\uFEFF/, '')
  try {
    return { ok: true, value: JSON.parse(body) }
  } catch {
    const errors: ParseError[] = []
    try {
      parse(body, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
    } catch {
      // The locating parser recurses: `[[[[…` a million deep overflows it, and that is the answer.
      return { ok: false, line: 0, message: 'not valid JSON: nested too deeply' }
    }
    const first = errors[0]
    if (!first) return { ok: false, line: 0, message: 'not valid JSON' }
    const before = body.slice(0, first.offset)
    const line = before.split('\n').length
    const column = first.offset - before.lastIndexOf('\n')
    const code = printParseErrorCode(first.error)
    return { ok: false, line, message: `not valid JSON: ${REASONS[code] ?? code} (line ${line}, column ${column})` }
  }
}
