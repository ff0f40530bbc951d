// The card back a player chose for a deck's proxies (a stored picture's hash), kept on this computer by deck.
const key = (deckId: number) => `ringside.print-back.${deckId}`
const HASH = /^[0-9a-f]{64}$/

export function loadBack(deckId: number | undefined): string | null {
  if (deckId === undefined) return null
  const hash = localStorage.getItem(key(deckId))
  return hash && HASH.test(hash) ? hash : null
}

export function saveBack(deckId: number | undefined, hash: string | null): void {
  if (deckId === undefined) return
  if (hash) localStorage.setItem(key(deckId), hash)
  else localStorage.removeItem(key(deckId))
}
