// A deck's folder (a path such as "Tournaments/2026", so folders nest), the player's notes on it, and when it was
// last opened (File → Open Recent). The folder tree is what the decks' paths make: an empty folder does not linger.
export default /* sql */ `
ALTER TABLE decks ADD COLUMN folder TEXT NOT NULL DEFAULT '' CHECK (length(folder) <= 200);
ALTER TABLE decks ADD COLUMN notes TEXT NOT NULL DEFAULT '' CHECK (length(notes) <= 20000);
-- raised each time a deck is opened, like "touched": an order even within one millisecond
ALTER TABLE decks ADD COLUMN opened INTEGER;
CREATE INDEX decks_opened ON decks (opened) WHERE opened IS NOT NULL;
CREATE INDEX decks_folder ON decks (folder) WHERE deleted_at IS NULL;
`
