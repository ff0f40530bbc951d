// The deck library: decks with tags, soft deletion (so a delete can be undone) and version snapshots.
// Deck contents are JSON ({main, strikers} of {set, number, count}); they may name cards that have
// since left the catalogue, which legality reports as UNKNOWN_CARD.
export default /* sql */ `
CREATE TABLE decks (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  format TEXT NOT NULL,
  sets TEXT NOT NULL CHECK (json_valid(sets)),
  content TEXT NOT NULL CHECK (json_valid(content)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- raised on every change: "most recently changed first" even within one millisecond
  touched INTEGER NOT NULL DEFAULT 0,
  deleted_at TEXT
);

CREATE TABLE deck_tags (
  deck_id INTEGER NOT NULL REFERENCES decks(id) ON DELETE CASCADE,
  tag TEXT NOT NULL CHECK (length(tag) BETWEEN 1 AND 40),
  PRIMARY KEY (deck_id, tag)
) WITHOUT ROWID;
CREATE INDEX deck_tags_tag ON deck_tags (tag);

CREATE TABLE deck_versions (
  id INTEGER PRIMARY KEY,
  deck_id INTEGER NOT NULL REFERENCES decks(id) ON DELETE CASCADE,
  label TEXT NOT NULL,
  name TEXT NOT NULL,
  format TEXT NOT NULL,
  sets TEXT NOT NULL CHECK (json_valid(sets)),
  content TEXT NOT NULL CHECK (json_valid(content)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX deck_versions_deck ON deck_versions (deck_id, id);
`
