// Events an organiser runs: Swiss rounds of matches best of three. Each player is registered with one deck, locked
// (its list as deck text and a short hash of it, for a deck check at a glance), and the deck's plan, for the
// metagame. A match sits at a numbered table, the top of the standings at table 1; its result is null until entered;
// a bye is a match with no second player, won 2-0 as it is paired. A dropped player keeps the round they dropped
// after, and is paired no more.
export default /* sql */ `
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  format TEXT NOT NULL,
  rounds INTEGER NOT NULL CHECK (rounds BETWEEN 1 AND 20),
  created TEXT NOT NULL
);
CREATE TABLE event_players (
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  deck TEXT NOT NULL,
  hash TEXT NOT NULL,
  plan TEXT NOT NULL CHECK (length(plan) BETWEEN 1 AND 60),
  dropped_after INTEGER,
  PRIMARY KEY (event_id, name)
) WITHOUT ROWID;
CREATE TABLE event_matches (
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  round INTEGER NOT NULL,
  table_no INTEGER NOT NULL,
  a TEXT NOT NULL,
  b TEXT,
  wins_a INTEGER CHECK (wins_a BETWEEN 0 AND 3),
  wins_b INTEGER CHECK (wins_b BETWEEN 0 AND 3),
  drawn INTEGER CHECK (drawn BETWEEN 0 AND 3),
  PRIMARY KEY (event_id, round, a)
) WITHOUT ROWID;
`
