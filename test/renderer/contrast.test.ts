// The theme's colours against WCAG 2.2 AA, in the light and the dark theme, read from app.css itself: text 4.5:1
// on every background it is drawn on (1.4.3), a field's border and the focus ring 3:1 against what is beside
// them (1.4.11).
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

const css = fs.readFileSync('src/renderer/src/app.css', 'utf8')

/** Each `--name: light-dark(#light, #dark)` of the theme, as its two colours. */
function themeColours(source: string): Map<string, { light: string; dark: string }> {
  const colours = new Map<string, { light: string; dark: string }>()
  for (const m of source.matchAll(/--([\w-]+):\s*light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)/gi)) colours.set(m[1], { light: m[2], dark: m[3] })
  return colours
}

/** WCAG 2's relative luminance of an sRGB colour (#rrggbb). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

const colours = themeColours(css)
const THEMES = ['light', 'dark'] as const
const BACKGROUNDS = ['bg', 'panel', 'accent-soft', 'ok-soft']

/** [foreground, background, least ratio, what it is]. */
const PAIRS: [string, string, number, string][] = [
  // Text, on every background the page draws it on: the window, a panel, a picked row, a legal deck's banner.
  ...['text', 'muted', 'accent', 'ok', 'capcom', 'snk', 'action', 'reaction', 'arena'].flatMap((fg) =>
    BACKGROUNDS.map((bg): [string, string, number, string] => [
      fg,
      bg,
      4.5,
      fg === 'accent' ? 'text and errors' : fg === 'muted' ? 'muted text and placeholders' : 'text',
    ]),
  ),
  ['on-accent', 'accent', 4.5, 'text on a filled button'],
  // A field's edge against its own fill and the panel around it.
  ['field-line', 'bg', 3, 'input border'],
  ['field-line', 'panel', 3, 'input border'],
  // The focus ring, drawn just outside whatever has focus.
  ...BACKGROUNDS.map((bg): [string, string, number, string] => ['focus', bg, 3, 'focus ring']),
  // A field with a problem is edged in the accent colour.
  ['accent', 'bg', 3, 'a bad field’s border'],
]

describe('the theme meets WCAG AA contrast', () => {
  it('reads both colours of every variable the pairs use', () => {
    for (const name of new Set(PAIRS.flatMap(([fg, bg]) => [fg, bg]))) expect(colours.get(name), `--${name}`).toBeDefined()
  })

  for (const theme of THEMES) {
    it.each(PAIRS)(`${theme}: --%s on --%s at least %d:1 (%s)`, (fg, bg, least) => {
      const ratio = contrast(colours.get(fg)![theme], colours.get(bg)![theme])
      expect(ratio, `${colours.get(fg)![theme]} on ${colours.get(bg)![theme]}`).toBeGreaterThanOrEqual(least)
    })
  }

  it('edges fields with --field-line and draws the focus ring in --focus, not with the faint --line', () => {
    expect(css).toMatch(/input,\s*select,\s*textarea\s*\{[^}]*border:\s*1px solid var\(--field-line\)/)
    expect(css).toMatch(/:focus-visible\s*\{[^}]*outline:\s*2px solid var\(--focus\)/)
    expect(css).toMatch(/::placeholder\s*\{[^}]*color:\s*var\(--muted\)/)
  })

  it('computes WCAG ratios: black on white is 21:1, a colour on itself 1:1, the issue’s old action green 4.0:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#2f8a4a', '#2f8a4a')).toBe(1)
    expect(contrast('#2f8a4a', '#f6f7f9')).toBeCloseTo(4.04, 2)
    expect(contrast('#dde1e7', '#f6f7f9')).toBeCloseTo(1.22, 2)
  })
})
