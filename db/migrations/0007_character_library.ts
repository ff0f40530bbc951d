// The character library, as decks have theirs: versions of a character's sheet (snapshots the player labels,
// compared with the sheet as it is now) and tag teams of two characters by id.
export default /* sql */ `
CREATE TABLE character_versions (
  id INTEGER PRIMARY KEY,
  game TEXT NOT NULL,
  character_id TEXT NOT NULL,
  label TEXT NOT NULL CHECK (length(label) BETWEEN 1 AND 100),
  sheet TEXT NOT NULL CHECK (json_valid(sheet)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX character_versions_of ON character_versions (game, character_id, id);

CREATE TABLE teams (
  id INTEGER PRIMARY KEY,
  game TEXT NOT NULL,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  first_id TEXT NOT NULL,
  second_id TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
`
