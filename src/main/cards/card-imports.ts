// Card files being imported from the app. A file picked in the dialog is re-read on every preview, so a
// player can fix it in another program and look again; a dropped file is kept as it was dropped.
import path from 'node:path'
import { readCardFileText } from './card-file'
import type { ImportRequest } from './importer'
import type { CardImport } from '../../shared/contract'
import { notFound } from '../../shared/errors'

type Source = { fileName: string; path: string } | { fileName: string; text: string }

export class CardImports {
  private readonly files = new Map<number, Source>()
  private nextId = 1

  fromPath(file: string): CardImport {
    return this.keep({ fileName: path.basename(file), path: file })
  }

  fromText(fileName: string, text: string): CardImport {
    return this.keep({ fileName: path.basename(fileName), text })
  }

  /** The file as it is now, to preview or apply. */
  request(importId: number, target: { set?: string; setName?: string }): ImportRequest {
    const source = this.files.get(importId)
    if (!source) throw notFound(`no import ${importId}: open the file again`)
    const text = 'text' in source ? source.text : readCardFileText(source.path)
    return { fileName: source.fileName, text, setId: target.set, setName: target.setName }
  }

  /** Only the latest few are kept: each may hold a whole file. */
  private keep(source: Source): CardImport {
    const importId = this.nextId++
    this.files.set(importId, source)
    for (const id of this.files.keys()) if (id <= importId - 4) this.files.delete(id)
    return { importId, fileName: source.fileName }
  }
}
