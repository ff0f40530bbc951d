// The games the app shows, in their order: the only file of the page that names one. Each has its rules page
// (Help → Rules); for a game played with characters rather than a deck, its screen in the Characters mode; for a deck
// game two can play, its table for two.
import type { GamePages } from '../lib/game-pages'
import ccRules from './cc/rules.md?raw'
import CcScreen from './cc/CcScreen.svelte'
import cfsRules from './cfs/rules.md?raw'
import CfsDuelTable from './cfs/DuelTable.svelte'
import CfsDeckTune from './cfs/DeckTune.svelte'
import csRules from './cs/rules.md?raw'
import CsCharacters from './cs/CsCharacters.svelte'
import CsMatchup from './cs/CsMatchup.svelte'
import CsTable from './cs/CsTable.svelte'
import tfRules from './tf/rules.md?raw'
import TfCharacters from './tf/TfCharacters.svelte'
import TfMatchup from './tf/TfMatchup.svelte'
import TfTable from './tf/TfTable.svelte'
import TfParty from './tf/TfParty.svelte'

export const GAMES: readonly GamePages[] = [
  { id: 'cfs', name: 'Card Fighters Special', rules: cfsRules, headToHead: CfsDuelTable, tune: CfsDeckTune },
  { id: 'cc', name: 'Capcom Crossovers', rules: ccRules, characters: CcScreen, readsDroppedFiles: true },
  { id: 'tf', name: 'Table Fighter', rules: tfRules, twoPlayer: { editor: TfCharacters, table: TfTable, matchup: TfMatchup, party: TfParty } },
  { id: 'cs', name: 'Card Shot!', rules: csRules, twoPlayer: { editor: CsCharacters, table: CsTable, matchup: CsMatchup } },
]
