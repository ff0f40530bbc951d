// The card catalogue: sets, cards, their printed Back-Up lists (repeats kept) and a full-text index.
export default /* sql */ `
CREATE TABLE sets (
  id TEXT PRIMARY KEY CHECK (id GLOB '[a-z0-9]*' AND length(id) <= 40),
  name TEXT NOT NULL,
  shipped INTEGER NOT NULL DEFAULT 0,
  -- searched when a query names no set
  in_default_scope INTEGER NOT NULL DEFAULT 1,
  -- content hash of a shipped set, so a newer build can refresh it
  version TEXT,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE cards (
  id INTEGER PRIMARY KEY,
  set_id TEXT NOT NULL REFERENCES sets(id) ON DELETE CASCADE,
  number TEXT NOT NULL,
  name TEXT NOT NULL,
  -- name and alternative names folded to letters and digits ("Chun Li" -> "chunli"), for ranking
  squash TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('capcom', 'snk', 'action', 'reaction', 'arena')),
  rarity TEXT,
  bp INTEGER,
  sp INTEGER,
  cost INTEGER,
  ability_name TEXT,
  ability_type TEXT CHECK (ability_type IS NULL OR ability_type IN ('triangle', 'circle', 'square')),
  ability_text TEXT,
  text TEXT,
  origin TEXT,
  alt_names TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(alt_names)),
  UNIQUE (set_id, number)
);
CREATE INDEX cards_name ON cards (name);

-- position keeps the printed order; a name listed twice backs up twice
CREATE TABLE card_backups (
  card_id INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  -- the card of the same set this name means, when known (names repeat across cards)
  target_number TEXT,
  PRIMARY KEY (card_id, position)
) WITHOUT ROWID;
CREATE INDEX card_backups_name ON card_backups (name);
CREATE INDEX card_backups_target ON card_backups (target_number);

CREATE VIRTUAL TABLE cards_fts USING fts5(
  name, alt, text,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE cards_vocab USING fts5vocab(cards_fts, 'row');

CREATE TRIGGER cards_fts_insert AFTER INSERT ON cards BEGIN
  INSERT INTO cards_fts (rowid, name, alt, text) VALUES (
    new.id, new.name,
    (SELECT group_concat(value, ' ') FROM json_each(new.alt_names)),
    concat_ws(' ', new.ability_name, new.ability_text, new.text));
END;
CREATE TRIGGER cards_fts_delete AFTER DELETE ON cards BEGIN
  DELETE FROM cards_fts WHERE rowid = old.id;
END;
CREATE TRIGGER cards_fts_update AFTER UPDATE ON cards BEGIN
  DELETE FROM cards_fts WHERE rowid = old.id;
  INSERT INTO cards_fts (rowid, name, alt, text) VALUES (
    new.id, new.name,
    (SELECT group_concat(value, ' ') FROM json_each(new.alt_names)),
    concat_ws(' ', new.ability_name, new.ability_text, new.text));
END;
`
