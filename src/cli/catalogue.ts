// The card database commands: import, export, check, backup.
import fs from 'node:fs'
import path from 'node:path'
import type { ImportPreview } from '../shared/catalogue'
import { count, emptyCounts } from '../shared/playtest'
import {
  BACKUP_REASONS,
  type Backup,
  backupDir,
  describeContents,
  importOf,
  lastImport,
  latestBackup,
  listBackups,
  markUndone,
  restoreBackup,
} from '../main/storage/backups'
import { exportSetFile, readCardFileText } from '../main/cards/card-file'
import { readPlayerFile, writeFileAtomic } from '../main/system/files'
import { MAX_IMAGE_BYTES } from '../main/cards/images'
import type { Services } from '../main/services'
import type { Options } from './args'
import { EXIT, type Io, UsageError } from './io'
import { notFound } from '../shared/errors'
import { game } from '../main/games/index'
import { plural } from '../shared/plural'

export function importCards(services: Services, file: string, options: Options, io: Io): number {
  const request = { fileName: path.basename(file), text: readCardFileText(file), setId: options.set, setName: options.name }
  const dryRun = options['dry-run']
  let step = 0
  const preview = dryRun
    ? services.importer.preview(request)
    : services.importer.apply(request, (done, total) => {
        // About ten progress lines for a big import, none for a small one.
        if (total >= 10_000 && done >= step) {
          io.err(`importing: ${done} of ${total} cards`)
          step = done + Math.ceil(total / 10)
        }
      })
  const applied = !dryRun && !preview.problems.length
  if (options.json) io.out(JSON.stringify({ ...preview, applied }, null, 2))
  else describeImport(preview, file, applied, options.verbose === true, io)
  return preview.problems.length ? EXIT.illegal : EXIT.ok
}

function describeImport(p: ImportPreview, file: string, applied: boolean, verbose: boolean, io: Io): void {
  for (const notice of p.notices ?? []) io.err(`${file}: ${notice}`)
  for (const problem of p.problems) {
    io.err(`${file}:${problem.line ? `${problem.line}:` : ''} ${problem.field ? `${problem.field}: ` : ''}${problem.message}`)
  }
  if (p.problems.length) {
    io.err(`${p.problems.length} problem${p.problems.length > 1 ? 's' : ''}; nothing was imported`)
    return
  }
  // A line a card only when asked: at a million cards the list is 30 MB. One write for all of them.
  const listed = verbose
    ? [...p.added.map((a) => `new      ${a.number}  ${a.name}`), ...p.changed.map((c) => `changed  ${c.number}  ${c.name}  (${c.fields.join(', ')})`)]
    : []
  if (listed.length) io.out(listed.join('\n'))
  const summary = `${p.added.length} new, ${p.changed.length} changed, ${p.unchanged} unchanged${p.untouched ? `, ${p.untouched} not in the file (kept)` : ''}`
  io.out(`${p.set.id}${p.set.isNew ? ' (new set)' : ''}: ${summary}${applied ? '' : ' — dry run, nothing written'}`)
}

export function exportSet(services: Services, setId: string, options: Options, io: Io): number {
  const as = options.as ?? (options.out && /\.json$/i.test(options.out) ? 'json' : 'csv')
  if (as !== 'csv' && as !== 'json') throw new UsageError(`--as must be csv or json, not "${as}"`)
  const file = exportSetFile(services.catalogue, setId, as)
  if (!options.out) {
    io.out(file.text.replace(/\n$/, ''))
    return EXIT.ok
  }
  writeFileAtomic(options.out, file.text)
  io.out(`${options.out}: ${plural(services.catalogue.set(setId)?.cards ?? 0, 'card')} of ${setId}`)
  return EXIT.ok
}

export async function sets(services: Services, args: readonly string[], options: Options, io: Io): Promise<number> {
  if (args.length || options.back !== undefined) return setBack(services, args[0], options.back, io)
  const all = services.catalogue.sets()
  if (options.json) {
    io.out(JSON.stringify(all, null, 2))
    return EXIT.ok
  }
  for (const s of all) {
    io.out(
      `${s.id.padEnd(16)} ${String(s.cards).padStart(6)} cards  ${s.searched ? 'searched' : 'set:' + s.id}  ${s.shipped ? 'shipped' : 'yours'}  ${s.name}${s.back ? '  (its own back)' : ''}`,
    )
  }
  io.err('a search without set: covers the sets marked "searched"; the others when named (set:ID), or set:all')
  return EXIT.ok
}

/** `ringside sets <set> --back <picture|none>`: the set's own card back, stored as every picture is. */
async function setBack(services: Services, id: string | undefined, picture: string | undefined, io: Io): Promise<number> {
  if (id === undefined || picture === undefined) throw new UsageError('sets <set> --back <picture|none>')
  if (!services.catalogue.set(id)) throw notFound(`no set "${id}" (ringside sets lists them)`)
  if (picture === 'none') {
    services.catalogue.setBack(id, null)
    io.out(`${id}: the game's back`)
    return EXIT.ok
  }
  const bytes = readPlayerFile(picture, MAX_IMAGE_BYTES, `larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB: not a card back`)
  services.catalogue.setBack(id, await services.images.put(bytes, picture))
  io.out(`${id}: ${picture} printed behind its cards`)
  return EXIT.ok
}

const CLASS_WORDS = { exact: 'exact', 'no-effect': 'no effect', partial: 'partial', 'not-modelled': 'not modelled' } as const
/** For two players nothing is "no effect against a goldfish": a text is played exactly, in part, or by hand. */
const TWO_WORDS = { exact: 'exact', 'no-effect': 'no effect', partial: 'partial', 'not-modelled': 'by hand' } as const

/**
 * Every card text of the sets with how the solo engines play it (reactions as "not played against a goldfish":
 * they answer attacks, and a goldfish never attacks), so the total is the set's; counts by class. With
 * --two-player, how the head-to-head engine plays it, for the games that have one.
 */
export function effects(services: Services, options: Options, io: Io): number {
  const all = services.catalogue.sets()
  if (options.set !== undefined && !all.some((s) => s.id === options.set)) {
    throw new UsageError(`no set "${options.set}" (ringside sets lists them)`)
  }
  const twoPlayer = options['two-player'] ?? false
  const counts = emptyCounts()
  const cards = []
  for (const set of all.filter((s) => options.set === undefined || s.id === options.set)) {
    const rules = game(set.game)
    const read = twoPlayer ? rules.readTextForTwo?.bind(rules) : rules.readText.bind(rules)
    if (!read) {
      if (options.set !== undefined) throw new UsageError(`set "${set.id}" is of a game with no engine for two players`)
      continue
    }
    for (const card of services.catalogue.setCards(set.id)) {
      const reading = read(card)
      if (!reading) continue
      count(counts, reading.class)
      cards.push({ set: set.id, number: card.number, name: card.name, ...reading })
    }
  }
  if (options.json) {
    io.out(JSON.stringify({ ...(twoPlayer ? { twoPlayer: true } : {}), cards, counts }, null, 2))
    return EXIT.ok
  }
  const words = twoPlayer ? TWO_WORDS : CLASS_WORDS
  for (const c of cards) io.out(`${c.set}:${c.number}  ${c.name}  ${words[c.class]}${c.reason ? `: ${c.reason}` : ''}`)
  const share = cards.length ? ` (${((100 * counts.exact) / cards.length).toFixed(1)}% exact)` : ''
  io.err(
    twoPlayer
      ? `${cards.length} texts for two players: ${counts.exact} exact${share}, ${counts.partial} partial, ${counts.notModelled} by hand`
      : `${cards.length} texts: ${counts.exact} exact, ${counts.noEffect} no effect against a goldfish, ${counts.partial} partial, ${counts.notModelled} not modelled`,
  )
  return EXIT.ok
}

export function check(services: Services, options: Options, io: Io): number {
  const findings = services.integrity()
  if (options.json) io.out(JSON.stringify({ ok: findings.length === 0, findings }, null, 2))
  else {
    for (const f of findings) io.out(`${f.code}  ${f.message}`)
    io.err(findings.length ? `${findings.length} finding${findings.length > 1 ? 's' : ''}` : 'ok: no problems found')
  }
  return findings.length ? EXIT.illegal : EXIT.ok
}

export function backup(services: Services, options: Options, io: Io): number {
  if (!options.list) {
    const written = services.backup()
    io.out(`${written.file} (${Math.round(written.bytes / 1024)} KB)`)
    return EXIT.ok
  }
  const all = services.backups()
  if (options.json) io.out(JSON.stringify(all, null, 2))
  else for (const b of all) io.out(`${b.time}  ${b.reason.padEnd(9)}  ${b.file}  ${b.label}${b.undone ? ' (undone)' : ''}`)
  return EXIT.ok
}

/** What `backup --restore` and `import --undo` name the backup from before the last import by. */
export const BEFORE_LAST_IMPORT = 'before-last-import'

/** `import --undo` takes nothing else, and a plain import needs its file: checked before the database opens. */
export function checkImportArgs(args: string[], options: Options): void {
  if (!options.undo) {
    if (!args.length) throw new UsageError('import needs a card file')
    return
  }
  if (args.length) throw new UsageError(`--undo takes no file: it undoes the last import (got ${args[0]})`)
  const other = Object.keys(options).find((o) => o !== 'undo' && o !== 'db')
  if (other) throw new UsageError(`--undo takes no other option (got --${other})`)
}

/**
 * Puts a backup in place of the database: `latest`, `before-last-import` (the undo of the last import), a
 * backup's file, or its name alone as the list shows it. Any restore replaces the whole database.
 */
export function restore(dbFile: string, which: string, io: Io): number {
  const backup = chooseBackup(dbFile, which, io)
  const backupFile = backup?.file ?? which
  const { replaced, contents } = restoreBackup(backupFile, dbFile)
  const kept = replaced ? `; the file it replaced is kept as ${replaced}` : ''
  const reason = backup && (BACKUP_REASONS[backup.reason] ?? backup.reason)
  if (which === BEFORE_LAST_IMPORT && backup) {
    markUndone(backup)
    const what = importOf(backup)
    io.out(`undid the import ${what ? `of ${what}` : `(${backup.label})`}: restored ${dbFile} from ${backupFile}${kept}`)
    io.out(
      `the whole database is back as it was before that import: its cards, decks and collection${replaced ? ' (what changed since is in the file it replaced)' : ''}`,
    )
  } else io.out(`restored ${dbFile} from ${backupFile}${backup && backup.label !== reason ? ` (${backup.label})` : ''}${kept}`)
  const when = backup ? `the backup of ${backup.time.replace('T', ' ').slice(0, 19)} UTC (${reason}) ` : 'it '
  io.out(`${when}holds ${describeContents(contents)}`)
  return EXIT.ok
}

/** The listed backup `which` names; undefined for a file of another folder, given by its path. */
function chooseBackup(dbFile: string, which: string, io: Io): Backup | undefined {
  if (which === BEFORE_LAST_IMPORT) return lastImport(dbFile)
  if (which === 'latest') {
    const { backup, skipped } = latestBackup(dbFile)
    for (const b of skipped) io.err(`skipped ${b.file} (${b.label}): the same as the database`)
    if (!backup) throw notFound(skipped.length ? `${dbFile}: nothing to restore: its backups hold what it holds` : `${dbFile}: no backups to restore`)
    return backup
  }
  const all = listBackups(dbFile)
  const listed =
    all.find((b) => path.resolve(b.file) === path.resolve(which)) ??
    (path.basename(which) === which ? all.find((b) => path.basename(b.file) === which) : undefined)
  if (listed) return listed
  if (!fs.existsSync(which)) throw notFound(`no backup ${which}: not a file, nor a backup in ${backupDir(dbFile)} (ringside backup --list shows them)`)
  return undefined
}
