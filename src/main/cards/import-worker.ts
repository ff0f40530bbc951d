// A worker thread that imports one card file on its own connection to the database (WAL lets the app
// keep reading meanwhile), telling its parent how many cards are written. Stopping it mid-way rolls back.
import { parentPort } from 'node:worker_threads'
import { Catalogue } from '../catalogue/catalogue'
import { openDatabase } from '../storage/database'
import { CardImporter, type ImportRequest } from './importer'

parentPort?.once('message', ({ dbFile, request }: { dbFile: string; request: ImportRequest }) => {
  try {
    const catalogue = new Catalogue(openDatabase(dbFile))
    const result = new CardImporter(catalogue, dbFile).apply(request, (done, total) => parentPort!.postMessage({ progress: [done, total] }))
    catalogue.db.close()
    parentPort!.postMessage({ ok: true, result })
  } catch (err) {
    parentPort!.postMessage({ ok: false, message: (err as Error).message })
  }
})
