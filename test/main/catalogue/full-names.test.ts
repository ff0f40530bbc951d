// The base set carries the fighters' full names as other names, so "Terry Bogard" finds Terry (bug report,
// item 8). The data check keeps each full name on one fighter's cards and everything else as the source gave it.
import { describe, expect, it } from 'vitest'
import cf2ee from '../../../db/sets/cf2ee-cards.json'
import cfc from '../../../db/sets/cfc-cards.json'
import { squash } from '../../../src/main/core/text'
import { sharedServices } from '../../helpers'

interface SourceCard {
  number: string
  name: string
  kind: string
  alt_names: string[]
  backups: string[]
  backup_numbers: string[]
  [field: string]: unknown
}

const cards = cf2ee as SourceCard[]
const byNumber = new Map(cards.map((c) => [c.number, c]))

/** Each fighter's full names (see db/sets/SOURCES.md) and every base-set card of that fighter. */
const FIGHTERS: readonly { names: string[]; cards: string[] }[] = [
  { names: ['Ken Masters'], cards: ['C002'] },
  { names: ['Edmond Honda'], cards: ['C005'] },
  { names: ['Thunder Hawk'], cards: ['C014'] },
  { names: ['Cammy White'], cards: ['C016', 'C017'] },
  { names: ['Charlie Nash'], cards: ['C023'] },
  { names: ['Dan Hibiki'], cards: ['C027'] },
  { names: ['Sakura Kasugano'], cards: ['C028'] },
  { names: ['Rolento F. Schugerg'], cards: ['C030'] },
  { names: ['Karin Kanzuki'], cards: ['C031'] },
  { names: ['Mika Nanakawa'], cards: ['C032'] },
  { names: ['Sean Matsuda'], cards: ['C038'] },
  { names: ['Demitri Maximoff'], cards: ['C050'] },
  { names: ['Morrigan Aensland'], cards: ['C051', 'C052'] },
  { names: ['Jon Talbain'], cards: ['C053'] },
  { names: ['Zabel Zarock', 'Lord Raptor'], cards: ['C054'] },
  { names: ['Victor von Gerdenheim'], cards: ['C055'] },
  { names: ['Donovan Baine'], cards: ['C064'] },
  { names: ['Jedah Dohma'], cards: ['C065'] },
  { names: ['Lilith Aensland'], cards: ['C068'] },
  { names: ['Hayato Kanzaki'], cards: ['C069', 'C070'] },
  { names: ['June Lin Milliam'], cards: ['C071'] },
  { names: ['Batsu Ichimonji'], cards: ['C081'] },
  { names: ['Kyosuke Kagami'], cards: ['C082'] },
  { names: ['Hinata Wakaba'], cards: ['C083'] },
  { names: ['Akira Kazama'], cards: ['C084', 'C085'] },
  { names: ['Daigo Kazama'], cards: ['C086'] },
  { names: ['Kyoko Minazuki'], cards: ['C087'] },
  { names: ['Hideo Shimazu'], cards: ['C088'] },
  { names: ['Edward Falcon'], cards: ['C089'] },
  { names: ['Cody Travers'], cards: ['C096', 'C126'] },
  { names: ['Mike Haggar'], cards: ['C097'] },
  { names: ['Captain Commando'], cards: ['C099'] },
  { names: ['Ginzu the Ninja'], cards: ['C100'] },
  { names: ['Mack the Knife'], cards: ['C101'] },
  { names: ['Leon S. Kennedy'], cards: ['C103'] },
  { names: ['Claire Redfield'], cards: ['C104'] },
  { names: ['Jill Valentine'], cards: ['C106', 'C147'] },
  { names: ['Hugo Andore'], cards: ['C122'] },
  { names: ['Shoma Sawamura'], cards: ['C129'] },
  { names: ['Natsu Ayuhara'], cards: ['C130'] },
  { names: ['Roberto Miura'], cards: ['C131'] },
  { names: ['Roy Bromwell'], cards: ['C132'] },
  { names: ['Tiffany Lords'], cards: ['C133'] },
  { names: ['Boman Delgado'], cards: ['C134'] },
  { names: ['Gan Isurugi'], cards: ['C136'] },
  { names: ['Raizo Imawano'], cards: ['C137'] },
  { names: ['Hyo Imawano'], cards: ['C138'] },
  { names: ['Momo Kawano'], cards: ['C140'] },
  { names: ['Yurika Kirishima'], cards: ['C142'] },
  { names: ['Kurow Kirishima'], cards: ['C143'] },
  { names: ['Maki Genryusai'], cards: ['C144'] },
  { names: ['Chris Redfield'], cards: ['C145'] },
  { names: ['Mega Man Volnutt'], cards: ['C148', 'C149'] },
  { names: ['Roll Caskett'], cards: ['C150', 'C151'] },
  { names: ['Tron Bonne'], cards: ['C152'] },
  { names: ['Samanosuke Akechi'], cards: ['C154'] },
  { names: ['Terry Bogard'], cards: ['S001', 'S122', 'S123'] },
  { names: ['Andy Bogard'], cards: ['S002'] },
  { names: ['Joe Higashi'], cards: ['S003'] },
  { names: ['Mai Shiranui'], cards: ['S004'] },
  { names: ['Billy Kane'], cards: ['S005'] },
  { names: ['Kim Kaphwan'], cards: ['S006'] },
  { names: ['Mary Ryan'], cards: ['S008'] },
  { names: ['Bob Wilson'], cards: ['S010'] },
  { names: ['Ryuji Yamazaki'], cards: ['S011'] },
  { names: ['Rick Strowd'], cards: ['S014'] },
  { names: ['Li Xiangfei'], cards: ['S015'] },
  { names: ['Alfred Airhawk'], cards: ['S016'] },
  { names: ['Wolfgang Krauser'], cards: ['S018'] },
  { names: ['Geese Howard'], cards: ['S019', 'S138'] },
  { names: ['Ryo Sakazaki'], cards: ['S020', 'S159'] },
  { names: ['Robert Garcia'], cards: ['S021'] },
  { names: ['Yuri Sakazaki'], cards: ['S022'] },
  { names: ['Takuma Sakazaki'], cards: ['S023'] },
  { names: ['John Crawley'], cards: ['S026'] },
  { names: ['Eiji Kisaragi'], cards: ['S029'] },
  { names: ['Kasumi Todoh'], cards: ['S030'] },
  { names: ['Ukyo Tachibana'], cards: ['S032'] },
  { names: ['Hanzo Hattori'], cards: ['S033'] },
  { names: ['Galford D. Weller'], cards: ['S034'] },
  { names: ['Jubei Yagyu'], cards: ['S040'] },
  { names: ['Charlotte Christine de Colde'], cards: ['S041'] },
  { names: ['Kyoshiro Senryo'], cards: ['S042'] },
  { names: ['Gen-an Shiranui'], cards: ['S043'] },
  { names: ['Genjuro Kibagami'], cards: ['S046'] },
  { names: ['Nicotine Caffeine'], cards: ['S047'] },
  { names: ['Shizumaru Hisame'], cards: ['S048'] },
  { names: ['Gaira Caffeine'], cards: ['S049'] },
  { names: ['Kazuki Kazama'], cards: ['S051'] },
  { names: ['Sogetsu Kazama'], cards: ['S052'] },
  { names: ['Shiro Tokisada Amakusa'], cards: ['S057'] },
  { names: ['Zankuro Minazuki'], cards: ['S058'] },
  { names: ['Kyo Kusanagi'], cards: ['S060', 'S061'] },
  { names: ['Benimaru Nikaido'], cards: ['S062'] },
  { names: ['Goro Daimon'], cards: ['S063'] },
  { names: ['Leona Heidern'], cards: ['S065', 'S085'] },
  { names: ['Ralf Jones'], cards: ['S066'] },
  { names: ['Clark Still'], cards: ['S067'] },
  { names: ['Athena Asamiya'], cards: ['S068'] },
  { names: ['Sie Kensou'], cards: ['S069'] },
  { names: ['Chang Koehan'], cards: ['S071'] },
  { names: ['Choi Bounge'], cards: ['S072'] },
  { names: ['Saisyu Kusanagi'], cards: ['S073'] },
  { names: ['Shingo Yabuki'], cards: ['S074'] },
  { names: ['Chizuru Kagura'], cards: ['S075'] },
  { names: ['Iori Yagami'], cards: ['S076', 'S084'] },
  { names: ['Yashiro Nanakase'], cards: ['S077'] },
  { names: ['Moriya Minakata'], cards: ['S090'] },
  { names: ['Akari Ichijou'], cards: ['S091', 'S092', 'S105', 'S158'] },
  { names: ['Juzoh Kanzaki'], cards: ['S093'] },
  { names: ['Keiichiro Washizuka'], cards: ['S094'] },
  { names: ['Kojiroh Sanada'], cards: ['S095'] },
  { names: ['Hyo Amano'], cards: ['S096'] },
  { names: ['Shigen Naoe'], cards: ['S100'] },
  { names: ['Shinnosuke Kagami'], cards: ['S101'] },
  { names: ['Hibiki Takane'], cards: ['S102'] },
  { names: ['Eri Kasamoto'], cards: ['S114'] },
  { names: ['Tarma Roving'], cards: ['S115'] },
  { names: ['Marco Rossi'], cards: ['S116'] },
  { names: ['Fio Germi'], cards: ['S117'] },
  { names: ['Rock Howard'], cards: ['S121'] },
  { names: ['Bonne Jenet'], cards: ['S127'] },
  { names: ['Marco Rodrigues'], cards: ['S128'] },
  { names: ['Hotaru Futaba'], cards: ['S130'] },
  { names: ['Griffon Mask'], cards: ['S131'] },
  { names: ['Kevin Rian'], cards: ['S132'] },
  { names: ['Kain R. Heinlein'], cards: ['S135'] },
  { names: ['Ryuhaku Todoh'], cards: ['S137'] },
  { names: ['Seishiro Kuki'], cards: ['S139'] },
  { names: ['Tohma Kuki'], cards: ['S140'] },
  { names: ['Rugal Bernstein'], cards: ['S145', 'S160'] },
  { names: ['Hinako Shijo'], cards: ['S154'] },
  { names: ['Kula Diamond'], cards: ['S155'] },
]

const fighterOf = (number: string) => FIGHTERS.find((f) => f.cards.includes(number))
const FULL_NAMES = new Set(FIGHTERS.flatMap((f) => f.names))

/** The best card for a query, which must hold every word of it (not the nearest answer to words no card holds). */
function top(query: string) {
  const found = sharedServices().search.search(query, 5)
  expect(found.partial, `${query}: no card holds every word`).toBeUndefined()
  return found.cards[0]
}

describe('full names', () => {
  it('find the fighter the bug report names first', () => {
    const wanted: [string, string][] = [
      ['Terry Bogard', 'S001'],
      ['Geese Howard', 'S019'],
      ['Mai Shiranui', 'S004'],
      ['Kyo Kusanagi', 'S060'],
      ['Iori Yagami', 'S076'],
      ['Sakura Kasugano', 'C028'],
      ['Ken Masters', 'C002'],
    ]
    for (const [query, number] of wanted) {
      const hit = top(query)
      expect(hit, query).toBeDefined()
      expect(fighterOf(hit.number), `${query} → ${hit.number} ${hit.name}`).toBe(fighterOf(number))
    }
    // M. Bison was already an other name of Vega (M.Bison); the boxer Bison (Balrog) is not him.
    expect(top('M. Bison')).toMatchObject({ number: 'C012', name: 'Vega (M.Bison)' })
    expect(top('Chun-Li')).toMatchObject({ number: 'C003' })
  })

  it("find one of the fighter's cards first, for every full name shipped", () => {
    for (const fighter of FIGHTERS) {
      for (const name of fighter.names) {
        const hit = top(name)
        expect(hit, name).toBeDefined()
        expect(fighter.cards, `${name} → ${hit.number} ${hit.name}`).toContain(hit.number)
      }
    }
  })
})

describe("the base set's full names", () => {
  it('are on every card of their fighter, characters only, and on no other card', () => {
    const listed = FIGHTERS.flatMap((f) => f.cards)
    expect(new Set(listed).size, 'a card listed under two fighters').toBe(listed.length)
    expect(FULL_NAMES.size, 'a full name listed twice').toBe(FIGHTERS.flatMap((f) => f.names).length)
    for (const fighter of FIGHTERS) {
      for (const number of fighter.cards) {
        const card = byNumber.get(number)
        expect(card, number).toBeDefined()
        expect(['capcom', 'snk'], number).toContain(card!.kind)
        for (const name of fighter.names) expect(card!.alt_names, `${number} ${card!.name}`).toContain(name)
      }
      // No other card answers to the full name, by its name or an other name, however it is spelt.
      for (const name of fighter.names) {
        const answering = cards.filter((c) => [c.name, ...c.alt_names].some((n) => squash(n) === squash(name))).map((c) => c.number)
        expect(answering.sort(), name).toEqual([...fighter.cards].sort())
      }
    }
    for (const c of cards)
      if (!fighterOf(c.number))
        expect(
          c.alt_names.filter((n) => FULL_NAMES.has(n)),
          c.number,
        ).toEqual([])
  })

  it('leave every number, name and stat as the source gave it: other names only grew', () => {
    // The set: C001-C160, S001-S160, A001-A064 and R001-R040, once each.
    const expected = (
      [
        ['C', 160],
        ['S', 160],
        ['A', 64],
        ['R', 40],
      ] as const
    ).flatMap(([letter, count]) => Array.from({ length: count }, (_, i) => `${letter}${String(i + 1).padStart(3, '0')}`))
    expect(cards.map((c) => c.number).sort()).toEqual(expected.sort())

    // Every printed Back-Up name is still the name of the card it points at.
    for (const c of cards) {
      expect(c.name, c.number).not.toBe('')
      expect(FULL_NAMES.has(c.name), c.number).toBe(false)
      c.backups.forEach((b, i) => expect(byNumber.get(c.backup_numbers[i])?.name, `${c.number} Back-Up ${b}`).toBe(b))
    }

    // Before the full names, a card's only other name was its Card Fighters Clash name (SOURCES.md); the full
    // names come after it.
    const clashName = new Map((cfc as SourceCard[]).filter((r) => r.set === 'cfc').map((r) => [r.number, r.name]))
    for (const c of cards) {
      const fighter = fighterOf(c.number)
      const before = c.alt_names.filter((n) => !fighter?.names.includes(n))
      expect(before, `${c.number} ${c.name}`).toEqual(before.length ? [clashName.get(c.number)] : [])
      expect(c.alt_names, `${c.number} ${c.name}`).toEqual([...before, ...(fighter?.names ?? [])])
    }

    // The 124 cards CF2 added are in cfc-cards.json too, with the same CF2 numbers, names and stats.
    const additions = (cfc as SourceCard[]).filter((r) => r.set === 'cf2ee')
    expect(additions).toHaveLength(124)
    for (const r of additions) {
      const { alt_names: _a, backups: _b, ...fields } = r
      const { alt_names: _c, backups: _d, ...now } = byNumber.get(r.number)!
      expect(now, r.number).toEqual(fields)
    }
  })
})
