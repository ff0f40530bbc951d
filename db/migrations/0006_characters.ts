// The characters players build for the games played with a character sheet (Capcom Crossovers first): one row
// per sheet, its fields as JSON (read back through the game's own checks). The shipped examples live in the
// code and are listed beside these; a player's sheet never takes an example's id.
export default /* sql */ `
CREATE TABLE characters (
  game TEXT NOT NULL,
  id TEXT NOT NULL CHECK (length(id) BETWEEN 1 AND 40),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  sheet TEXT NOT NULL CHECK (json_valid(sheet)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (game, id)
) WITHOUT ROWID;
`
