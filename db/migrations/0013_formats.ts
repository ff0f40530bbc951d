// The player's own formats (an organiser's, or a club's): each kept whole as the format file that made it, by its
// id, so a deck file's `format:` can name it on any later day. A shipped format's id is never one of these.
export default /* sql */ `
CREATE TABLE formats (
  id TEXT PRIMARY KEY,
  json TEXT NOT NULL
) WITHOUT ROWID;
`
