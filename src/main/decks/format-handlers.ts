// The formats' side of the contract: a format of the player's own checked as it is typed, kept, forgotten, and read
// from or written to a format file.
import type { formatsApi } from '../../shared/api/formats'
import type { Handlers } from '../../shared/api/method'
import type { Format, FormatCheck } from '../../shared/format'
import { findFormat } from '../games/index'
import { type Desktop, needDesktop } from '../system/desktop'
import { readChosenFile, writeFileAtomic } from '../system/files'
import type { DeckService } from './decks'
import { checkFormat, readFormatFile, writeFormatFile } from '../../shared/format-file'

/** A format file is a few hundred bytes; far more is not one. */
const MAX_FORMAT_FILE_BYTES = 256 * 1024

export function formatsHandlers(s: { decks: DeckService }, desktop?: Desktop): Handlers<typeof formatsApi> {
  /** Keeps a checked format unless its id is a shipped format's, which is a problem of its id field. */
  const keep = (checked: FormatCheck): FormatCheck & { replaced?: boolean } => {
    if (!checked.ok) return checked
    if (findFormat(checked.format.id))
      return { ok: false, problems: [{ field: 'id', message: `"${checked.format.id}" is a shipped format's id: give yours an id of its own` }] }
    return { ...checked, replaced: s.decks.saveFormat(checked.format) }
  }
  return {
    ownFormats: () => s.decks.savedFormats(),
    checkFormat: ({ format }) => checkFormat(format),
    // Made in the app now: made for the card data as it is now.
    saveFormat: ({ format }) => {
      const checked = checkFormat(format)
      return keep(checked.ok ? { ok: true, format: { ...checked.format, cards: s.decks.cardData(checked.format) } } : checked)
    },
    formatCardData: ({ id }) => {
      const format = s.decks.format(id)
      return { made: format.cards ?? null, changes: s.decks.cardDataChanges(format) }
    },
    removeFormat: ({ id }) => {
      s.decks.removeFormat(id)
      return { id }
    },
    openFormatFile: async () => {
      const file = await needDesktop(desktop).chooseFileToOpen('format')
      if (!file) return null
      const read = readChosenFile(file, MAX_FORMAT_FILE_BYTES, 'larger than 256 KB: not a format file')
      if (!read.ok)
        return { ok: false, problems: read.problems.map((p) => ({ field: '', message: `${read.fileName}: ${p.message}` })), fileName: read.fileName }
      const parsed = readFormatFile(read.text, read.name)
      const checked: FormatCheck = parsed.ok ? parsed : { ok: false, problems: parsed.problems.map((message) => ({ field: '', message })) }
      return { ...keep(checked), fileName: read.name }
    },
    saveFormatFile: async ({ id }) => {
      const format: Format = s.decks.format(id)
      const file = await needDesktop(desktop).chooseWhereToSave(`${id}.format.json`, 'format')
      if (!file) return null
      writeFileAtomic(file, writeFormatFile(format))
      return { path: file }
    },
  }
}
