// A set's own card back: a stored picture (by its hash, as card_images) printed behind that set's cards on the
// duplex pages, unless the deck being printed has a back of its own chosen.
export default /* sql */ `
ALTER TABLE sets ADD COLUMN back TEXT CHECK (back IS NULL OR length(back) = 64);
`
