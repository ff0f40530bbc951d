// What the page knows of each game from the list of games (games/index.ts): the screens that serve any game take
// this, and never import a game themselves.
import type { Component } from 'svelte'

/** What a game's screen in the Characters mode is given. */
export interface CharacterScreenProps {
  say: (message: string) => void
  theme: string
}

export interface GamePages {
  id: string
  name: string
  /** Its rules in Ringside's own words, as plain markdown. */
  rules: string
  /** Its screen in the Characters mode; none for a game played with a deck (the deck builder is its screen). */
  characters?: Component<CharacterScreenProps>
  /** Its screen reads a character file dropped on the Characters mode. */
  readsDroppedFiles?: true
}
