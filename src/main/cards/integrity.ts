// The integrity check: what in the database is wrong or dangling, each finding pointing at its card or deck.
import type { IntegrityFinding } from '../../shared/catalogue'
import type { Db } from '../storage/db'
import type { ImageStore } from './images'

/** Runs every check; an empty list means all is well. With a store, each attached picture is read and verified. */
export function checkIntegrity(db: Db, images?: ImageStore): IntegrityFinding[] {
  const findings: IntegrityFinding[] = []
  const sqlite = db.pragma('integrity_check', { simple: true })
  if (sqlite !== 'ok') findings.push({ code: 'DATABASE', message: `SQLite integrity_check: ${String(sqlite)}`, card: null, deck: null })
  for (const fk of db.pragma('foreign_key_check') as { table: string; rowid: number }[]) {
    findings.push({ code: 'DATABASE', message: `${fk.table} row ${fk.rowid} points at a row that is gone`, card: null, deck: null })
  }

  // A Back-Up name must mean a character of the card's own set, by its number when one is recorded, else by name;
  // a name may also mean a character of a set it is played with (the other sets of its game searched by default).
  const dangling = db
    .prepare(
      `SELECT c.set_id AS "set", c.number, c.name AS card, b.name, b.target_number AS target
       FROM card_backups b JOIN cards c ON c.id = b.card_id
       WHERE NOT EXISTS (
         SELECT 1 FROM cards t WHERE t.set_id = c.set_id AND t.kind IN ('capcom', 'snk')
           AND (CASE WHEN b.target_number IS NULL THEN t.name = b.name ELSE t.number = b.target_number END))
         AND NOT (b.target_number IS NULL AND EXISTS (
           SELECT 1 FROM cards t JOIN sets ts ON ts.id = t.set_id JOIN sets cs ON cs.id = c.set_id
           WHERE t.name = b.name AND t.kind IN ('capcom', 'snk') AND ts.in_default_scope = 1 AND ts.game = cs.game))
       ORDER BY c.set_id, c.number, b.position`,
    )
    .all() as { set: string; number: string; card: string; name: string; target: string | null }[]
  for (const d of dangling) {
    findings.push({
      code: 'UNKNOWN_BACKUP',
      message: `${d.set} ${d.number} ${d.card}: Back-Up "${d.name}"${d.target ? ` (${d.target})` : ''} names no character of ${d.set}`,
      card: { set: d.set, number: d.number },
      deck: null,
    })
  }

  // Numbers are unique as written; these differ only in case, which players cannot tell apart in a deck list.
  const twins = db
    .prepare(
      `SELECT set_id AS "set", group_concat(number, ', ') AS numbers, min(number) AS number FROM cards
       GROUP BY set_id, upper(number) HAVING count(*) > 1 ORDER BY set_id, number`,
    )
    .all() as { set: string; numbers: string; number: string }[]
  for (const t of twins) {
    findings.push({ code: 'DUPLICATE_NUMBER', message: `${t.set}: ${t.numbers} are the same number`, card: { set: t.set, number: t.number }, deck: null })
  }

  const missing = db
    .prepare(
      `SELECT d.id, d.name, json_extract(e.value, '$.set') AS "set", json_extract(e.value, '$.number') AS number
       FROM decks d, json_each(d.content, '$.main') e
       WHERE d.deleted_at IS NULL AND NOT EXISTS (
         SELECT 1 FROM cards c WHERE c.set_id = json_extract(e.value, '$.set') AND c.number = json_extract(e.value, '$.number'))
       UNION ALL
       SELECT d.id, d.name, json_extract(e.value, '$.set'), json_extract(e.value, '$.number')
       FROM decks d, json_each(d.content, '$.strikers') e
       WHERE d.deleted_at IS NULL AND NOT EXISTS (
         SELECT 1 FROM cards c WHERE c.set_id = json_extract(e.value, '$.set') AND c.number = json_extract(e.value, '$.number'))`,
    )
    .all() as { id: number; name: string; set: string; number: string }[]
  for (const m of missing) {
    findings.push({
      code: 'DECK_MISSING_CARD',
      message: `deck "${m.name}" holds ${m.set}:${m.number}, which is not in the catalogue`,
      card: null,
      deck: { id: m.id, name: m.name },
    })
  }

  if (images) {
    const attached = db
      .prepare(
        `SELECT i.set_id AS "set", i.number, i.hash, c.name, 'picture' AS what FROM card_images i
         JOIN cards c ON c.set_id = i.set_id AND c.number = i.number
         UNION ALL
         SELECT a.set_id, a.number, a.hash, c.name, 'art' FROM card_art a
         JOIN cards c ON c.set_id = a.set_id AND c.number = a.number ORDER BY 1, 2, 5 DESC`,
      )
      .all() as { set: string; number: string; hash: string; name: string; what: 'picture' | 'art' }[]
    for (const a of attached) {
      const fault = images.check(a.hash)
      if (!fault) continue
      const what = fault === 'missing' ? 'is missing' : 'is damaged (its content no longer matches)'
      findings.push({
        code: 'IMAGE_MISSING',
        message: `${a.set} ${a.number} ${a.name}: its ${a.what} ${images.file(a.hash, 'full')} ${what}; attach it again`,
        card: { set: a.set, number: a.number },
        deck: null,
      })
    }
  }
  if (images) {
    const backs = db.prepare('SELECT id, name, back FROM sets WHERE back IS NOT NULL ORDER BY id').all() as { id: string; name: string; back: string }[]
    for (const set of backs) {
      const fault = images.check(set.back)
      if (!fault) continue
      findings.push({
        code: 'IMAGE_MISSING',
        message: `${set.id} ${set.name}: its card back ${images.file(set.back, 'full')} ${fault === 'missing' ? 'is missing' : 'is damaged (its content no longer matches)'}; choose it again`,
        card: null,
        deck: null,
      })
    }
  }
  return findings
}
