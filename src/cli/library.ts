// `ringside decks`: the library's decks as the app keeps them, each with what it lacks of the collection;
// --buildable, only those the collection can build now.
import type { Services } from '../main/services'
import { plural } from '../shared/plural'
import type { Options } from './args'
import { EXIT, type Io } from './io'

export function decks(services: Services, options: Options, io: Io): number {
  const summaries = services.library.list()
  const tracked = services.collection.totals().cards > 0
  const lacks = new Map(services.collection.lacks(services.library.all()).map((l) => [l.id, l]))
  const listed = summaries
    .map((d) => {
      const { copies, different } = lacks.get(d.id) ?? { copies: 0, different: 0 }
      // With no collection kept, no deck is buildable from it (not even an empty one).
      return {
        id: d.id,
        name: d.name,
        format: d.format,
        folder: d.folder,
        size: d.size,
        legal: d.legal,
        lacks: { copies, different },
        buildable: tracked && copies === 0,
      }
    })
    .filter((d) => !options.buildable || d.buildable)
  if (options.buildable && !tracked)
    io.err('ringside: the collection is empty, so no deck can be built from it: ringside collection import <file.csv> fills it')
  if (options.json) {
    io.out(JSON.stringify(listed, null, 2))
    return EXIT.ok
  }
  if (listed.length === 0) io.out(options.buildable ? 'no deck of the library can be built from the collection' : 'the library has no deck')
  for (const d of listed) {
    const lack = d.buildable ? 'buildable' : `lacks ${plural(d.lacks.copies, 'copy', 'copies')} of ${plural(d.lacks.different, 'card')}`
    io.out(`${String(d.id).padStart(4)}  ${d.name}  ${d.format}, ${plural(d.size, 'card')}, ${d.legal ? 'legal' : 'not legal'}, ${lack}`)
  }
  return EXIT.ok
}
