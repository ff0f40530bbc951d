// `ringside collection`: the cards the player owns — their totals, a collection CSV imported (all or nothing)
// or exported.
import path from 'node:path'
import { problemLine } from '../shared/collection'
import { COLLECTION_FILE_TOO_BIG, MAX_COLLECTION_FILE_BYTES } from '../main/collection/collection-csv'
import type { Services } from '../main/services'
import { readTextFile, writeFileAtomic } from '../main/system/files'
import type { Options } from './args'
import { EXIT, type Io, UsageError } from './io'
import { plural } from '../shared/plural'

export function collection(services: Services, args: string[], options: Options, io: Io): number {
  const [action, file] = args
  const refuse = (flag: string, what: string) => {
    if (options[flag as keyof Options] !== undefined) throw new UsageError(`--${flag} is for ${what}`)
  }
  switch (action) {
    case undefined: {
      refuse('out', 'collection export')
      refuse('dry-run', 'collection import')
      const totals = services.collection.totals()
      if (options.json) io.out(JSON.stringify(totals, null, 2))
      else io.out(`${totals.cards} different ${totals.cards === 1 ? 'card' : 'cards'} owned, ${totals.copies} ${totals.copies === 1 ? 'copy' : 'copies'}`)
      return EXIT.ok
    }
    case 'import': {
      if (!file) throw new UsageError('collection import needs a CSV file: ringside collection import <file.csv>')
      refuse('out', 'collection export')
      refuse('json', 'the totals (ringside collection --json)')
      const text = readTextFile(file, MAX_COLLECTION_FILE_BYTES, COLLECTION_FILE_TOO_BIG)
      const dryRun = !!options['dry-run']
      const result = services.collection.importCsv(text, path.basename(file), dryRun)
      if (!result.ok) {
        for (const p of result.problems) io.err(problemLine(file, p))
        io.err(`${result.problems.length} problem${result.problems.length > 1 ? 's' : ''}; no count was changed`)
        return EXIT.illegal
      }
      io.out(`${file}: ${dryRun ? 'would set' : 'set'} the owned counts of ${result.cards} card${result.cards === 1 ? '' : 's'}`)
      return EXIT.ok
    }
    case 'export': {
      if (file) throw new UsageError(`collection export writes to -o <file.csv>, not to "${file}"`)
      refuse('dry-run', 'collection import')
      refuse('json', 'the totals (ringside collection --json)')
      const text = services.collection.exportCsv()
      if (!options.out) {
        io.out(text.replace(/\n$/, ''))
        return EXIT.ok
      }
      writeFileAtomic(options.out, text)
      io.out(`${options.out}: ${plural(services.collection.totals().cards, 'card')}`)
      return EXIT.ok
    }
    default:
      throw new UsageError(`collection takes import <file.csv> or export, not "${action}"`)
  }
}
