// What a card dropped on a game's table means: the same move the card's button sends. A drop with no meaning gives
// null (the place is not lit while dragging); a drop that has one but breaks a rule now (a pick in the charge step,
// a card that does not follow the combo) gives its move all the same, so main refuses it with its reason, as it
// refuses the button. Each game says what its drops mean (games/<id>/drops.ts); here is what they share.
// Only a card of the hand the player holds the device for is ever picked up: a hidden hand or a face-down card
// carries no payload, so a drag names no card the player may not see.

/** What every game's dragged card carries: its game and the card's name. */
export interface DraggedCard {
  game: string
  card: string
}

/** A payload of this game's table; one from another table lands nowhere here. */
export function isFrom<D extends DraggedCard>(game: D['game'], dragged: unknown): dragged is D {
  return typeof dragged === 'object' && dragged !== null && (dragged as DraggedCard).game === game && typeof (dragged as DraggedCard).card === 'string'
}

/**
 * A table's drop zones, from what a card dropped on a place means (null: nothing, so the place is not lit) and what
 * the table does with that move: `zone(place)` gives a DropZone its `accepts` and `ondrop`.
 */
export function dropZones<D, P, M>(meaning: (dragged: D, place: P) => M | null, then: (move: M) => void) {
  return (place: P) => ({
    accepts: (dragged: D) => meaning(dragged, place) !== null,
    ondrop: (dragged: D) => {
      const m = meaning(dragged, place)
      if (m) then(m)
    },
  })
}
