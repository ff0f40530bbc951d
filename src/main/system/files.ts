// Files the player names: written so that a failure never leaves half of one behind, and every failure
// told in a sentence about the file they asked for (never a temporary name or a bare system code).
import fs from 'node:fs'
import path from 'node:path'
import writeFileAtomicSync from 'write-file-atomic'
import { RingsideError } from '../../shared/errors'
import { decodeText } from '../../shared/text-decode'

/** Why a file operation on `file` failed, in words (no file name, no temporary name, no bare code). */
export function fileReason(err: unknown, file: string): string {
  const code = (err as NodeJS.ErrnoException)?.code
  switch (code) {
    case 'ENOENT':
      return fs.existsSync(path.dirname(path.resolve(file))) ? 'no such file' : `the folder ${path.dirname(file)} does not exist`
    case 'ENOTDIR':
      return 'a part of this path is a file, not a folder'
    case 'EISDIR':
      return 'this is a folder, not a file'
    case 'EACCES':
    case 'EPERM':
      return 'permission denied'
    case 'EROFS':
      return 'the disk is read-only'
    case 'ENOSPC':
      return 'the disk is full'
    case 'EEXIST':
      return 'a file of that name is in the way'
    case 'ENAMETOOLONG':
      return 'the name is too long'
    default:
      return (err as Error)?.message ?? String(err)
  }
}

/** `file: reason`, for a message about the file the player named. */
export function fileProblem(err: unknown, file: string): string {
  return `${file}: ${fileReason(err, file)}`
}

/** A failure with a file the player named; the message is `file: reason` (after `prefix`, when given). */
export class FileError extends RingsideError {
  constructor(
    readonly file: string,
    readonly reason: string,
    prefix = '',
  ) {
    super('REFUSED', `${prefix}${file}: ${reason}`)
    this.name = 'FileError'
  }
}

/** Said of a device, a FIFO or a socket named as a file to read. */
export const NOT_A_FILE = 'not a regular file'

/**
 * A file the player named, read whole. A missing, unreadable or oversized file, a folder, or anything that is
 * not a regular file (a device such as /dev/zero reads without end, a FIFO waits for a writer), throws a
 * FileError naming it at once (`tooBig` says why the size matters).
 */
export function readPlayerFile(file: string, maxBytes: number, tooBig: string): Buffer {
  let fd: number | undefined
  try {
    checkReadable(fs.statSync(file), file, maxBytes, tooBig)
    // O_NONBLOCK: should the name become a FIFO after the check, opening it still does not wait for a writer.
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0))
    // The file opened is checked again: it is the one read.
    checkReadable(fs.fstatSync(fd), file, maxBytes, tooBig)
    return fs.readFileSync(fd)
  } catch (err) {
    throw err instanceof FileError ? err : new FileError(file, fileReason(err, file))
  } finally {
    if (fd !== undefined) fs.closeSync(fd)
  }
}

function checkReadable(stat: fs.Stats, file: string, maxBytes: number, tooBig: string): void {
  if (stat.isDirectory()) throw Object.assign(new Error('EISDIR'), { code: 'EISDIR' })
  if (!stat.isFile()) throw new FileError(file, NOT_A_FILE)
  if (stat.size > maxBytes) throw new FileError(file, tooBig)
}

/** A text file the player named (UTF-8), with readPlayerFile's checks. */
export function readTextFile(file: string, maxBytes: number, tooBig: string): string {
  return decodeText(readPlayerFile(file, maxBytes, tooBig))
}

/** A file the player chose, read as text: its name and text, or why it cannot be read as a problem of the whole file. */
export function readChosenFile(
  file: string,
  maxBytes: number,
  tooBig: string,
): { ok: true; name: string; text: string } | { ok: false; fileName: string; problems: { line: number; message: string }[] } {
  const name = path.basename(file)
  try {
    return { ok: true, name, text: readTextFile(file, maxBytes, tooBig) }
  } catch (err) {
    if (!(err instanceof FileError)) throw err
    return { ok: false, fileName: name, problems: [{ line: 0, message: `cannot read: ${err.reason}` }] }
  }
}

/** A name as the base of a file name the app offers: letters, digits, spaces, dashes and underscores; `fallback` when none is left. */
export function plainFileName(name: string, fallback: string): string {
  return name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || fallback
}

/**
 * Writes beside the target, flushes it to the disk (fsync) and renames it over the target: after a crash or a
 * power cut the file is either the old one or the whole new one, never a part.
 */
export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  if (fs.statSync(file, { throwIfNoEntry: false })?.isDirectory()) throw new FileError(file, fileReason({ code: 'EISDIR' }, file), 'cannot write ')
  try {
    writeFileAtomicSync.sync(file, typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength), { fsync: true })
  } catch (err) {
    throw new FileError(file, fileReason(err, file), 'cannot write ')
  }
}
