// The card being dragged across a table. A drop zone learns what is over it during the drag (the browser
// hides a drag's data until the drop), so it can light up only where that card may land.
const MIME = 'application/x-ringside-table-card'

let held = $state.raw<{ payload: unknown } | null>(null)

/** The payload picked up, while a table card is being dragged. */
export function dragged(): unknown {
  return held?.payload
}

export function isDragging(): boolean {
  return held !== null
}

/** Starts dragging a table card carrying `payload`. */
export function startDrag(event: DragEvent, payload: unknown): void {
  held = { payload }
  if (!event.dataTransfer) return
  event.dataTransfer.effectAllowed = 'move'
  // Some data must be set for the drag to start at all; the payload itself stays on this page.
  event.dataTransfer.setData(MIME, '')
}

export function endDrag(): void {
  held = null
}

/** A drag of a table card (not a file from the desktop, which the window imports). */
export function isTableDrag(event: DragEvent): boolean {
  return held !== null && (event.dataTransfer?.types.includes(MIME) ?? true)
}
