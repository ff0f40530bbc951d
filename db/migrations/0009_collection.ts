// The player's collection: how many copies of each card they own. Kept by (set, number), not by a card's row,
// so a count outlives a card edit, a re-import, and a card leaving the catalogue and coming back.
// A card owned 0 times has no row.
export default /* sql */ `
CREATE TABLE collection (
  set_id TEXT NOT NULL,
  number TEXT NOT NULL,
  owned INTEGER NOT NULL CHECK (owned BETWEEN 1 AND 999),
  PRIMARY KEY (set_id, number)
) WITHOUT ROWID;
`
