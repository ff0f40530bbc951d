// Times as the player reads them: stored in UTC (ISO 8601), shown in the player's own time zone and locale.

/** "25 Nov 2026, 16:05" in the player's zone; text that is no time is shown as it is. */
export function whenText(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}
