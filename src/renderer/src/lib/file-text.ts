// A dropped file's text, read as main reads a file it opens: UTF-8 or UTF-16 (File.text() knows only UTF-8).
import { decodeText } from '../../../shared/text-decode'

export async function fileText(file: File): Promise<string> {
  return decodeText(new Uint8Array(await file.arrayBuffer()))
}
