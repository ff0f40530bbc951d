// `ringside pictures <folder|pack.zip|pack.o8c>`: a pack of card pictures matched to the catalogue's cards in one go,
// shown before anything is written (--dry-run shows only), then attached all at once; a file that is no picture is
// refused by its name, and the rest attached: exit 0 all attached, 1 some refused.
import { applyPack, type PackPreview, type PackUse, previewPack, readPack } from '../main/cards/picture-packs'
import { pluginCard } from '../main/decks/octgn-ids'
import type { Services } from '../main/services'
import { plural } from '../shared/plural'
import type { Options } from './args'
import { EXIT, type Io, UsageError } from './io'

export async function pictures(services: Services, source: string, options: Options, io: Io): Promise<number> {
  const { catalogue } = services
  if (options.set !== undefined && !catalogue.set(options.set)) throw new UsageError(`no set "${options.set}" (ringside sets lists them)`)
  const sets = options.set !== undefined ? [options.set] : catalogue.defaultScope()
  const files = readPack(source)
  const use: PackUse = options.art ? 'art' : 'picture'
  const preview = previewPack(
    files,
    sets.flatMap((set) => catalogue.setCards(set)),
    pluginCard,
    use,
  )
  const dryRun = !!options['dry-run']
  const applied = dryRun ? null : await applyPack(files, preview, services.images, catalogue, use)
  if (options.json) {
    io.out(JSON.stringify({ source, sets, as: use, pictures: files.length, ...preview, applied }, null, 2))
  } else {
    printPreview(source, files.length, preview, dryRun, use, io)
    if (applied) {
      io.out(`attached ${plural(applied.attached.length, 'picture')}${use === 'art' ? ' as art' : ''}`)
      for (const r of applied.refused) io.err(`${source}: ${r.file}: refused: ${r.reason}`)
    }
  }
  return applied && applied.refused.length ? EXIT.illegal : EXIT.ok
}

function printPreview(source: string, count: number, preview: PackPreview, dryRun: boolean, use: PackUse, io: Io): void {
  const what = use === 'art' ? 'its art' : 'its picture'
  const replacing = preview.matched.filter((m) => m.replacing).length
  const by = (kind: string) => preview.matched.filter((m) => m.by === kind).length
  io.out(
    `${source}: ${plural(count, 'picture')}; ${preview.matched.length} matched (${by('number')} by number, ${by('octgn')} by OCTGN id, ${by('name')} by name), ${replacing} replacing ${use === 'art' ? 'art' : 'a picture'}, ${preview.unmatched.length} unmatched, ${preview.ambiguous.length} ambiguous${dryRun ? ' (a dry run: nothing was written)' : ''}`,
  )
  for (const m of preview.matched) io.out(`  ${m.file} → ${m.set}:${m.number} ${m.name}${m.replacing ? ` (replacing ${what})` : ''}`)
  for (const file of preview.unmatched) io.out(`  ${file}: no card of that number or name`)
  for (const a of preview.ambiguous) io.out(`  ${a.file}: ambiguous (${a.cards.join('; ')}): name the set with a folder or --set`)
}
