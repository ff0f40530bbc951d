// A set's cards in card order without a sort (a list's first screen reads them set by set); and the search
// vocabulary (every word the card index holds, sorted), kept so that opening a large catalogue
// does not read the whole index to list its words again. It is valid while the index's structure record
// (which SQLite's FTS5 rewrites on every change to the index) is the one it was built from.
export default /* sql */ `
CREATE INDEX cards_set ON cards (set_id);

CREATE TABLE search_vocabulary (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  index_structure BLOB NOT NULL,
  terms TEXT NOT NULL
);
`
