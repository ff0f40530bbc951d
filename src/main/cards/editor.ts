// Editing the catalogue by hand: sets of one's own, their cards, and pictures on any card. Shipped sets
// are read-only (copy one to edit it); every card is checked field by field before it is written.
import { type Card, nextNumber } from '../../shared/card'
import type { CardSave, FieldProblem } from '../../shared/catalogue'
import { RingsideError } from '../../shared/errors'
import { game } from '../games/index'
import type { Catalogue } from '../catalogue/catalogue'
import type { ImageStore } from './images'
import { SET_ID } from './importer'

/** A request the catalogue refuses, with the reason to show the player. */
export class EditError extends RingsideError {
  constructor(message: string) {
    super('REFUSED', message)
    this.name = 'EditError'
  }
}

export class CardEditor {
  constructor(
    private readonly catalogue: Catalogue,
    private readonly images: ImageStore,
  ) {}

  createSet(id: string, name: string, searched = true): void {
    if (!SET_ID.test(id)) throw new EditError(`"${id}" is not a set id: lower-case letters, digits and dashes, like my-promos`)
    if (this.catalogue.set(id)) throw new EditError(`there is already a set ${id}`)
    if (!name.trim()) throw new EditError('the set needs a name')
    this.catalogue.saveSet(id, name.trim(), searched)
  }

  renameSet(id: string, name: string): void {
    this.editable(id)
    if (!name.trim()) throw new EditError('the set needs a name')
    this.catalogue.saveSet(id, name.trim())
  }

  /**
   * A new editable set holding every card of `from` (shipped or not) and their pictures. It repeats `from`,
   * so a search covers it only when it names it (or when the player switches it on).
   */
  copySet(from: string, id: string, name: string): void {
    if (!this.catalogue.set(from)) throw new EditError(`no set ${from}`)
    this.catalogue.db.transaction(() => {
      this.createSet(id, name, false)
      this.catalogue.setBack(id, this.catalogue.set(from)?.back ?? null)
      this.catalogue.insertCards(id, this.catalogue.setCards(from))
      this.catalogue.db.prepare('INSERT INTO card_images (set_id, number, hash) SELECT ?, number, hash FROM card_images WHERE set_id = ?').run(id, from)
      this.catalogue.db
        .prepare(
          `INSERT INTO card_art (set_id, number, hash, width, height, crop_x, crop_y, zoom)
           SELECT ?, number, hash, width, height, crop_x, crop_y, zoom FROM card_art WHERE set_id = ?`,
        )
        .run(id, from)
    })()
  }

  /** Deletes a set of one's own; refused while a deck uses it. */
  deleteSet(id: string): void {
    this.editable(id)
    const decks = this.decksUsing(id)
    if (decks.length) throw new EditError(`${id} is used by ${decks.join(', ')}: take its cards out of ${decks.length > 1 ? 'those decks' : 'that deck'} first`)
    this.catalogue.db.prepare('DELETE FROM sets WHERE id = ?').run(id)
    this.catalogue.revision++
  }

  /** Every problem with a card as it would be saved into a set, without saving it. */
  check(setId: string, card: Card, replacing: string | null): FieldProblem[] {
    const others = this.catalogue.setCards(setId).filter((c) => c.number !== replacing)
    const rules = game(this.catalogue.gameOfSet(setId)).cards
    const playedWith = this.catalogue.playedWith(setId)
    const names = rules.names(setId, others.filter(rules.nameable), rules.nameable(card) ? [card.name] : [], {
      sets: playedWith.sets,
      cards: playedWith.cards.filter(rules.nameable),
    })
    const problems = rules.problems(card, names)
    const twin = others.find((c) => c.number.toUpperCase() === card.number.toUpperCase())
    if (twin) problems.unshift({ field: 'number', message: `${twin.number} is already ${twin.name} in this set` })
    return problems
  }

  /**
   * Saves a new card (`replacing` null) or the edit of the card numbered `replacing`. A renumbered card
   * keeps its picture, and the Back-Up entries that meant it by number follow it.
   */
  save(setId: string, card: Card, replacing: string | null): CardSave {
    this.editable(setId)
    if (replacing !== null) this.cardOf(setId, replacing)
    const saved: Card = { ...card, set: setId, name: card.name.trim(), backups: card.backups.map((b) => ({ ...b, name: b.name.trim() })) }
    delete saved.image
    delete saved.art
    const problems = this.check(setId, saved, replacing)
    if (replacing !== null && replacing !== saved.number) {
      const decks = this.decksUsing(setId, replacing)
      if (decks.length)
        problems.push({
          field: 'number',
          message: `${replacing} is in ${decks.join(', ')}: a new number would take it out of ${decks.length > 1 ? 'those decks' : 'that deck'}`,
        })
    }
    if (problems.length) return { ok: false, problems }
    const db = this.catalogue.db
    db.transaction(() => {
      if (replacing !== null) this.catalogue.deleteCards(setId, [replacing])
      this.catalogue.insertCards(setId, [saved])
      if (replacing !== null && replacing !== saved.number) {
        db.prepare('UPDATE card_images SET number = ? WHERE set_id = ? AND number = ?').run(saved.number, setId, replacing)
        db.prepare('UPDATE card_art SET number = ? WHERE set_id = ? AND number = ?').run(saved.number, setId, replacing)
        db.prepare('UPDATE card_backups SET target_number = ? WHERE target_number = ? AND card_id IN (SELECT id FROM cards WHERE set_id = ?)').run(
          saved.number,
          replacing,
          setId,
        )
      }
    })()
    return { ok: true, card: this.catalogue.card(setId, saved.number)! }
  }

  /**
   * Copies a card (from any set) into an editable set, under its own number when that is free there,
   * else the next free number of its kind. Its picture and its art come along.
   */
  duplicate(from: { set: string; number: string }, toSet: string): Card {
    this.editable(toSet)
    const card = this.cardOf(from.set, from.number)
    const taken = new Set(this.catalogue.setCards(toSet).map((c) => c.number.toUpperCase()))
    const number = taken.has(card.number.toUpperCase()) ? nextNumber(card.kind, taken) : card.number
    const copy: Card = { ...card, set: toSet, number }
    delete copy.image
    delete copy.art
    this.catalogue.db.transaction(() => {
      this.catalogue.insertCards(toSet, [copy])
      if (card.image) this.catalogue.setImage(toSet, number, card.image)
      if (card.art) {
        this.catalogue.setArt(toSet, number, card.art)
        this.catalogue.setArtCrop(toSet, number, card.art)
      }
    })()
    return this.catalogue.card(toSet, number)!
  }

  /** Deletes a card of one's own; refused while a deck holds it. */
  delete(setId: string, number: string): void {
    this.editable(setId)
    this.cardOf(setId, number)
    const decks = this.decksUsing(setId, number)
    if (decks.length) throw new EditError(`${number} is in ${decks.join(', ')}: take it out of ${decks.length > 1 ? 'those decks' : 'that deck'} first`)
    this.catalogue.db.transaction(() => {
      this.catalogue.deleteCards(setId, [number])
      this.catalogue.setImage(setId, number, null)
    })()
  }

  /** Stores a picture and attaches it to a card of any set: pictures are the player's own, not card data. */
  async attachImage(setId: string, number: string, bytes: Uint8Array, name?: string): Promise<Card> {
    const card = this.cardOf(setId, number)
    const hash = await this.images.put(bytes, name)
    this.catalogue.setImage(setId, card.number, hash)
    return this.catalogue.card(setId, card.number)!
  }

  removeImage(setId: string, number: string): Card {
    const card = this.cardOf(setId, number)
    this.catalogue.setImage(setId, card.number, null)
    return this.catalogue.card(setId, card.number)!
  }

  /** Stores a picture as the card's art, drawn inside its frame, its crop reset. */
  async attachArt(setId: string, number: string, bytes: Uint8Array, name?: string): Promise<Card> {
    const card = this.cardOf(setId, number)
    this.catalogue.setArt(setId, card.number, await this.images.store(bytes, name))
    return this.catalogue.card(setId, card.number)!
  }

  removeArt(setId: string, number: string): Card {
    const card = this.cardOf(setId, number)
    this.catalogue.setArt(setId, card.number, null)
    return this.catalogue.card(setId, card.number)!
  }

  /** Moves and zooms the card's art in its box. */
  cropArt(setId: string, number: string, crop: { x: number; y: number; zoom: number }): Card {
    const card = this.cardOf(setId, number)
    if (!this.catalogue.setArtCrop(setId, card.number, crop)) throw new EditError(`${card.number} ${card.name} has no art to crop`)
    return this.catalogue.card(setId, card.number)!
  }

  /** The card, or a refusal naming it. */
  private cardOf(setId: string, number: string): Card {
    const card = this.catalogue.card(setId, number)
    if (!card) throw new EditError(`no card ${number} in ${setId}`)
    return card
  }

  private editable(setId: string): void {
    const set = this.catalogue.set(setId)
    if (!set) throw new EditError(`no set ${setId}`)
    if (set.shipped) throw new EditError(`${set.name} is a shipped set and cannot be changed; copy it into a set of your own`)
  }

  /** The names of the decks (not deleted) that list the set, or hold that card of it. */
  private decksUsing(setId: string, number?: string): string[] {
    const rows = this.catalogue.db
      .prepare(
        `SELECT DISTINCT d.name FROM decks d WHERE d.deleted_at IS NULL AND (
           (@number IS NULL AND EXISTS (SELECT 1 FROM json_each(d.sets) s WHERE s.value = @set))
           OR EXISTS (SELECT 1 FROM json_each(d.content, '$.main') e WHERE json_extract(e.value, '$.set') = @set
                        AND (@number IS NULL OR json_extract(e.value, '$.number') = @number))
           OR EXISTS (SELECT 1 FROM json_each(d.content, '$.strikers') e WHERE json_extract(e.value, '$.set') = @set
                        AND (@number IS NULL OR json_extract(e.value, '$.number') = @number)))
         ORDER BY d.name LIMIT 4`,
      )
      .pluck()
      .all({ set: setId, number: number ?? null }) as string[]
    return rows.map((n) => `"${n}"`)
  }
}
