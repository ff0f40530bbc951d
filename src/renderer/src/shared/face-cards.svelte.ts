// Whole cards for the faces on screen. A list holds summaries (no texts, no Back-Up names), so the faces in
// view ask main for theirs, and the most recent are kept; until one arrives its face shows what the summary has.
// Faces ask once the scrolling pauses, and only for the ones still on screen: a fling past a thousand cards
// asks for none of them.
import { SvelteMap } from 'svelte/reactivity'
import type { Card } from '../../../shared/card'
import { events } from '../stores/events'
import { ask } from '../lib/api'
import { cardKey } from '../lib/keys'

const KEEP = 3000
/** Asked once no new face has come on screen for this long, */
const PAUSE_MS = 40
/** or at the latest this long after the first face that waits. */
const LONGEST_MS = 250
const MOST = 2000

type Ref = { set: string; number: string }
const known = new SvelteMap<string, Card>()
/** The faces on screen that wait for their card, with how many of each. */
const waiting = new Map<string, { card: Ref; faces: number }>()
const asking = new Set<string>()
let timer: ReturnType<typeof setTimeout> | undefined
let since: number | null = null

/** The whole card when it is here. */
export function wholeCard(card: Ref): Card | undefined {
  return known.get(cardKey(card))
}

/** A face on screen wants its whole card; the function returned says it has gone. */
export function want(card: Ref): () => void {
  const key = cardKey(card)
  if (known.has(key)) return () => {}
  const entry = waiting.get(key) ?? { card: { set: card.set, number: card.number }, faces: 0 }
  entry.faces++
  waiting.set(key, entry)
  const now = performance.now()
  since ??= now
  clearTimeout(timer)
  timer = setTimeout(() => void fetchWaiting(), Math.max(0, Math.min(PAUSE_MS, since + LONGEST_MS - now)))
  return () => {
    if (--entry.faces === 0 && waiting.get(key) === entry) waiting.delete(key)
  }
}

/** A Svelte action: the element shows `card`'s face while it is on the page. */
export function wanting(_node: HTMLElement, card: Ref) {
  let gone = want(card)
  return {
    update(next: Ref) {
      gone()
      gone = want(next)
    },
    destroy: () => gone(),
  }
}

async function fetchWaiting() {
  since = null
  const batch = [...waiting].filter(([key]) => !asking.has(key) && !known.has(key))
  for (const [key] of batch) asking.add(key)
  for (let i = 0; i < batch.length; i += MOST) {
    const part = batch.slice(i, i + MOST)
    const result = await ask('getCards', { cards: part.map(([, w]) => w.card) })
    for (const [key] of part) {
      asking.delete(key)
      waiting.delete(key)
    }
    if (result.ok) for (const card of result.value) known.set(cardKey(card), card)
  }
  // The oldest go first: a Map keeps its keys in the order they came.
  for (const key of [...known.keys()].slice(0, Math.max(0, known.size - KEEP))) known.delete(key)
}

events.on('catalogue.changed', () => known.clear())
