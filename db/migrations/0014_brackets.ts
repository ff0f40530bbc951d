// Elimination: an event is Swiss (with a top cut of 2 to 16 players, or none), single elimination or double
// elimination. An elimination event's rounds follow from its bracket, so its `rounds` stays at 1 and is read as no
// Swiss rounds. A player's seed in the bracket is kept once the bracket is seeded (null: not in it), and a match of
// the bracket names its place there (W2.1: the winners' bracket, round 2, match 1; L3.2: the losers'; F1, F2: the
// grand final and its reset); a Swiss match names none. `locked`: the decklists are locked (no registration after),
// as pairing round 1 also does.
export default /* sql */ `
ALTER TABLE events ADD COLUMN structure TEXT NOT NULL DEFAULT 'swiss' CHECK (structure IN ('swiss', 'single', 'double'));
ALTER TABLE events ADD COLUMN top_cut INTEGER NOT NULL DEFAULT 0 CHECK (top_cut IN (0, 2, 4, 8, 16));
ALTER TABLE event_players ADD COLUMN seed INTEGER;
ALTER TABLE event_matches ADD COLUMN bracket TEXT;
ALTER TABLE events ADD COLUMN locked INTEGER NOT NULL DEFAULT 0 CHECK (locked IN (0, 1));
`
