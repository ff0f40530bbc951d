// Pictures attached to cards, by set and number rather than card row: they survive an edit, an import
// and a refresh of a shipped set, and players may picture the shipped cards too. The files live in a
// content-addressed store beside the database; this table holds each card's hash.
export default /* sql */ `
CREATE TABLE card_images (
  set_id TEXT NOT NULL REFERENCES sets(id) ON DELETE CASCADE,
  number TEXT NOT NULL,
  hash TEXT NOT NULL CHECK (length(hash) = 64),
  PRIMARY KEY (set_id, number)
) WITHOUT ROWID;
`
