// What the page knows of each game from the list of games (games/index.ts): the screens that serve any game take
// this, and never import a game themselves.
import type { Component } from 'svelte'
import type { GameId, TwoPlayerGameId } from '../../../shared/contract'
import type { DeckEditor } from '../stores/deck-editor.svelte'

/** What a game's screen in the Characters mode is given. */
export interface CharacterScreenProps {
  say: (message: string) => void
  theme: string
}

/** What a game of two characters' Characters view is given: the game as the list of games names it, and whom to tell. */
export interface EditorProps {
  game: { id: TwoPlayerGameId; name: string }
  /** Told after every save, delete and import, so the players' pickers list the characters as they now are. */
  onchanged: () => Promise<void>
}

/** A game of two characters' parts of its screen (play/TwoPlayerScreen.svelte): its characters, its table, its matchup. */
export interface TwoPlayerPages {
  /** The characters' view. */
  editor: Component<EditorProps>
  table: Component<{ a: string; b: string }>
  matchup: Component<{ a: string; b: string; theme: string }>
  /** A game three to eight play at one table (Table Fighter's party): its table, given the characters to seat. */
  party?: Component<{ characters: { id: string; name: string; example: boolean }[] }>
}

interface Pages {
  name: string
  /** A game played with a deck that two players can play at one table: its table for two (Playtest → Head to head). */
  headToHead?: Component<{ deckId: number; theme: string }>
  /** A game played with a deck whose swaps can be measured by playing: the deck panel's Tune tab. */
  tune?: Component<{ editor: DeckEditor }>
  /** Its rules in Ringside's own words, as plain markdown. */
  rules: string
  /** Its screen reads a character file dropped on the Characters mode. */
  readsDroppedFiles?: true
}

/**
 * A game's pages: its own screen in the Characters mode (none for a game played with a deck: the deck builder is its
 * screen), or, for a game of two characters, the parts of the screen every such game shares.
 */
export type GamePages = Pages &
  (
    | { id: GameId; characters?: Component<CharacterScreenProps>; twoPlayer?: undefined }
    | { id: TwoPlayerGameId; twoPlayer: TwoPlayerPages; characters?: undefined }
  )
