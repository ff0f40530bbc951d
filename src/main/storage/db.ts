// The open database connection every store works on (better-sqlite3, synchronous).
import type Database from 'better-sqlite3'

export type Db = Database.Database
