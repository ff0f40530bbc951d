// Game records, for every game played for two: a record is a text a player writes, a few hundred lines; a megabyte
// is no record.
export const MAX_RECORD_BYTES = 1_000_000
