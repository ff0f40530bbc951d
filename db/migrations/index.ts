// Numbered schema migrations, applied in order; a database's user_version is the last one applied.
// Never edit a migration that has shipped: add the next number.
import catalogue from './0001_catalogue'
import decks from './0002_decks'
import bulkSearchIndex from './0003_bulk_search_index'
import cardImages from './0004_card_images'
import games from './0005_games'
import characters from './0006_characters'
import characterLibrary from './0007_character_library'
import searchVocabulary from './0008_search_vocabulary'
import collection from './0009_collection'
import deckFoldersNotes from './0010_deck_folders_notes'
import deckTouchedIndex from './0011_deck_touched_index'
import events from './0012_events'
import formats from './0013_formats'
import brackets from './0014_brackets'
import cardArt from './0015_card_art'
import setBacks from './0016_set_backs'

export interface Migration {
  version: number
  name: string
  sql: string
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'catalogue', sql: catalogue },
  { version: 2, name: 'decks', sql: decks },
  { version: 3, name: 'bulk search index', sql: bulkSearchIndex },
  { version: 4, name: 'card images', sql: cardImages },
  { version: 5, name: 'games', sql: games },
  { version: 6, name: 'characters', sql: characters },
  { version: 7, name: 'character library', sql: characterLibrary },
  { version: 8, name: 'set index and search vocabulary', sql: searchVocabulary },
  { version: 9, name: 'collection', sql: collection },
  { version: 10, name: 'deck folders and notes', sql: deckFoldersNotes },
  { version: 11, name: 'deck order index', sql: deckTouchedIndex },
  { version: 12, name: 'events', sql: events },
  { version: 13, name: 'formats', sql: formats },
  { version: 14, name: 'brackets', sql: brackets },
  { version: 15, name: 'card art', sql: cardArt },
  { version: 16, name: 'set backs', sql: setBacks },
]
