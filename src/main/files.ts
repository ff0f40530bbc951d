// Writing a file the player asked for, so that a failure never leaves half of one behind.
import fs from 'node:fs'

/** Writes beside the target and renames over it: the file is either the old one or the whole new one. */
export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  const temp = `${file}.${process.pid}.tmp`
  try {
    fs.writeFileSync(temp, data)
    fs.renameSync(temp, file)
  } catch (err) {
    fs.rmSync(temp, { force: true })
    throw new Error(`cannot write ${file}: ${(err as Error).message}`)
  }
}
