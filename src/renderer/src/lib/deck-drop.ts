// A card dragged in the builder: from the browser (its set and number) or out of a deck zone (with the zone it
// leaves). Every drop target of the deck panel, list or faces, reads it here, so they all move cards alike.
import { DECK_ZONES, type DeckZone } from '../../../shared/deck'

export const CARD_DRAG_TYPE = 'application/x-ringside-card'

export interface DraggedCard {
  set: string
  number: string
  /** The zone it is dragged out of; none when it comes from the browser. */
  from?: DeckZone
}

interface Zones {
  add(card: { set: string; number: string }, zone: DeckZone): void
  remove(card: { set: string; number: string }, zone: DeckZone): void
}

/** Starts dragging one copy out of a zone. */
export function dragOutOf(event: DragEvent, card: { set: string; number: string }, zone: DeckZone): void {
  const payload: DraggedCard = { set: card.set, number: card.number, from: zone }
  event.dataTransfer?.setData(CARD_DRAG_TYPE, JSON.stringify(payload))
}

/** The card a drop carries, or null when the drop is not one of ours (a file, text from elsewhere). */
export function readDragged(raw: string | undefined | null): DraggedCard | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<DraggedCard> | null
    if (typeof value?.set !== 'string' || typeof value.number !== 'string') return null
    const from = DECK_ZONES.find((z) => z === value.from)
    return { set: value.set, number: value.number, ...(from ? { from } : {}) }
  } catch {
    return null
  }
}

/**
 * Puts a dragged card in `zone`: a copy from the browser is added, one from another zone moves across. A face
 * let go in its own zone stays as it was (a drag that went nowhere must not add a copy).
 */
export function dropCard(editor: Zones, card: DraggedCard, zone: DeckZone): void {
  if (card.from === zone) return
  if (card.from) editor.remove(card, card.from)
  editor.add(card, zone)
}

/** The drop handler of a zone: reads the event and puts the card in. */
export function onZoneDrop(event: DragEvent, editor: Zones, zone: DeckZone): void {
  event.preventDefault()
  const card = readDragged(event.dataTransfer?.getData(CARD_DRAG_TYPE))
  if (card) dropCard(editor, card, zone)
}

/** A zone of the deck panel as a drop target (a Svelte action): marked `over` while a card is held above it. */
export function deckZone(node: HTMLElement, target: { editor: Zones; zone: DeckZone }) {
  let current = target
  const mark = (on: boolean) => node.classList.toggle('over', on)
  const listeners = {
    dragover: (e: DragEvent) => {
      e.preventDefault()
      mark(true)
    },
    dragleave: () => mark(false),
    drop: (e: DragEvent) => {
      mark(false)
      onZoneDrop(e, current.editor, current.zone)
    },
  }
  for (const [type, listener] of Object.entries(listeners)) node.addEventListener(type, listener as EventListener)
  return {
    update: (next: { editor: Zones; zone: DeckZone }) => void (current = next),
    destroy: () => {
      for (const [type, listener] of Object.entries(listeners)) node.removeEventListener(type, listener as EventListener)
    },
  }
}
