// A picture the player picks with the desktop's file dialog (a card's picture, a card back), read whole with the
// checks every file the player names gets.
import path from 'node:path'
import { type Desktop, needDesktop } from '../system/desktop'
import { FileError, readPlayerFile } from '../system/files'
import { MAX_IMAGE_BYTES } from './images'

/** The picture's bytes and file name; null when the player cancelled. A file that cannot be read throws `fail(why)`. */
export async function choosePicture(desktop: Desktop | undefined, fail: (message: string) => Error): Promise<{ bytes: Buffer; name: string } | null> {
  const file = await needDesktop(desktop).chooseFileToOpen('image')
  if (!file) return null
  try {
    return { bytes: readPlayerFile(file, MAX_IMAGE_BYTES, `larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`), name: path.basename(file) }
  } catch (err) {
    throw err instanceof FileError ? fail(`${path.basename(file)}: ${err.reason}`) : err
  }
}
