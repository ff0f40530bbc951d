// Every set and deck records the game it belongs to; what was there before the sibling games is Card
// Fighters Special's.
export default /* sql */ `
ALTER TABLE sets ADD COLUMN game TEXT NOT NULL DEFAULT 'cfs';
ALTER TABLE decks ADD COLUMN game TEXT NOT NULL DEFAULT 'cfs';
ALTER TABLE deck_versions ADD COLUMN game TEXT NOT NULL DEFAULT 'cfs';
`
