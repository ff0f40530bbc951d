// The app's picture packs: the player picks a pack (a .zip or an OCTGN .o8c), sees what it matches, then applies
// it. Main keeps the pack it read between the two, under an id, so the page never names a file to read.
import path from 'node:path'
import { refused } from '../../shared/errors'
import type { Catalogue } from '../catalogue/catalogue'
import type { ImageStore } from './images'
import type { PackShown } from '../../shared/picture-packs'
import { applyPack, type OctgnCard, type PackApplied, type PackFile, type PackPreview, type PackUse, previewPack, readPack } from './picture-packs'

export class PackImports {
  private next = 1
  /** The last pack shown: applying any other is refused. */
  private shown: { packId: number; files: PackFile[]; preview: PackPreview; use: PackUse } | null = null

  constructor(
    private readonly catalogue: Catalogue,
    private readonly images: ImageStore,
    /** The OCTGN plugin's card ids, for .o8c packages. */
    private readonly octgn: OctgnCard,
  ) {}

  /** Reads `source` and matches it to the cards of `sets` (default: the searched sets), writing nothing. */
  show(source: string, use: PackUse, sets: readonly string[] = this.catalogue.defaultScope()): PackShown {
    const files = readPack(source)
    const preview = previewPack(
      files,
      sets.flatMap((set) => this.catalogue.setCards(set)),
      this.octgn,
      use,
    )
    this.shown = { packId: this.next++, files, preview, use }
    return { packId: this.shown.packId, name: path.basename(source), use, pictures: files.length, preview }
  }

  /** Lets the pack shown go (the player closed its dialog): its pictures are held no longer. */
  close(packId: number): void {
    if (this.shown?.packId === packId) this.shown = null
  }

  /** Stores and attaches every match of the pack shown (all in one transaction); its files are let go after. */
  async apply(packId: number): Promise<PackApplied> {
    const shown = this.shown
    if (!shown || shown.packId !== packId) throw refused('that pack is no longer open: choose it again')
    this.shown = null
    return applyPack(shown.files, shown.preview, this.images, this.catalogue, shown.use)
  }
}
