// The id a new character takes from its name, in every game's character form.

/** "Chun-Li (EX)" → "chun-li-ex": the id a new character takes from its name until the player types one. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '')
}
