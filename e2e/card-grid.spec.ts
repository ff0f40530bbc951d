import type { Page } from '@playwright/test'
import { expect, screenshot, test } from './harness'

const tiles = (app: Page) => app.getByTestId('card-tile')
const tile = (app: Page, number: string) => app.locator(`[data-testid="card-tile"][data-number="${number}"]`)
const largeFace = (app: Page) => app.getByTestId('large-face').getByTestId('large-card-face')

test('the grid of faces: switch to it, read the faces, scroll, see one large, add to the deck, kept after a reload', async ({ app }) => {
  await app.getByRole('button', { name: 'New deck', exact: true }).first().click()
  await expect(app.getByLabel('Deck name')).toHaveValue(/New deck/)
  await expect(app.getByTestId('card-row').first()).toBeVisible()
  await app.getByRole('button', { name: 'Grid', exact: true }).click()
  await expect(app.getByRole('button', { name: 'Grid', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(app.getByTestId('card-row')).toHaveCount(0)

  // Faces, each read out whole once its card has come: kind, BP and SP, the ability and its text, Back-Up.
  await expect(tile(app, 'C001').getByRole('img')).toHaveAttribute(
    'aria-label',
    'C001 Ryu, Capcom character, rarity A, BP 1000, SP 3. Square ability Shinku Hadoken: Discard 2 cards from hand: 1 character takes 500 damage. Back-Up: Sakura, Terry.',
  )
  await expect(tile(app, 'C002').getByRole('img')).toHaveAttribute('aria-label', /^C002 Ken, Capcom character, .*BP 700, SP 2\. Circle ability/)
  const face = tile(app, 'C001').locator('svg')
  await expect(face.locator('text', { hasText: 'Shinku Hadoken' })).toHaveCount(1)
  await expect(face.locator('text', { hasText: 'BP 1000' })).toHaveCount(1)
  // Only what is on screen is drawn.
  expect(await tiles(app).count()).toBeLessThan(80)

  // A fling: the faces that come on screen while the grid flies past are sketched (frame and name), and drawn
  // whole once it stops.
  const sketched = await app.getByTestId('card-grid').evaluate(async (grid) => {
    const scroller = [...grid.querySelectorAll<HTMLElement>('*')].find((el) => el.scrollHeight > el.clientHeight + 100)!
    let seen = 0
    const watch = new MutationObserver(() => (seen = Math.max(seen, grid.querySelectorAll('[data-testid="face-sketch"]').length)))
    watch.observe(grid, { childList: true, subtree: true })
    for (let i = 0; i < 3; i++) {
      scroller.scrollTop += 5000
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    }
    watch.disconnect()
    return seen
  })
  expect(sketched).toBeGreaterThan(0)
  await expect(app.getByTestId('face-sketch')).toHaveCount(0)
  await expect(tiles(app).first().getByRole('img')).toHaveAttribute('aria-label', /^\S+ .*(character|Action|Reaction|Arena)/)
  await expect(tiles(app).first().locator('svg')).toHaveCount(1)

  // Scroll to the last card of the base set and back.
  const box = (await app.locator('#card-list').boundingBox())!
  await app.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await expect(async () => {
    await app.mouse.wheel(0, 4000)
    await expect(tile(app, 'R040')).toBeVisible({ timeout: 200 })
  }).toPass({ timeout: 15_000 })
  await expect(tile(app, 'R040').getByRole('img')).toHaveAttribute('aria-label', /^R040 .*Reaction/)
  await expect(tile(app, 'C001')).toHaveCount(0)

  // By keyboard from the search box: the face the keys are on shows large, and opens in the detail.
  await app.getByLabel('Search cards').fill('kind:capcom')
  await expect(tile(app, 'C001')).toBeVisible()
  await app.getByLabel('Search cards').press('ArrowDown')
  await expect(largeFace(app)).toHaveAttribute('aria-label', /^C001 Ryu/)
  await expect(app.getByTestId('card-detail').getByRole('heading', { level: 2 })).toHaveText('Ryu')
  await app.keyboard.press('ArrowRight')
  await expect(largeFace(app)).toHaveAttribute('aria-label', /^C002 Ken/)
  await app.keyboard.press('ArrowDown') // a row down: as many cards on as the grid has columns
  const columns = Number(await app.getByTestId('card-grid').getAttribute('data-columns'))
  expect(columns).toBeGreaterThan(1)
  const below = `C${String(2 + columns).padStart(3, '0')}`
  await expect(largeFace(app)).toHaveAttribute('aria-label', new RegExp(`^${below} `))
  await expect(app.locator('#card-list')).toHaveAttribute('aria-activedescendant', `card-tile-${1 + columns}`)
  await screenshot(app, 'grid-light', true)

  // Into the deck: Enter, the face's + button, a double-click and a drag onto Main.
  await app.keyboard.press('Enter')
  await expect(app.getByTestId('zone-main-count')).toHaveText('1')
  await tile(app, 'C001').hover()
  await expect(app.getByTestId('large-face')).toBeVisible() // hovering shows it large too
  await expect(largeFace(app)).toHaveAttribute('aria-label', /^C001 Ryu/)
  await largeFace(app).screenshot({ path: 'test-results/screens/grid-large-ryu.png' }) // beside the proxy PDF's Ryu
  await tile(app, 'C001').getByTestId('add-to-deck').click()
  await expect(tile(app, 'C001').getByTestId('add-to-deck')).toHaveText('1')
  // The option holds no control (the + is the mouse's); a screen reader hears the count in the option's name.
  await expect(tile(app, 'C001')).toHaveAccessibleName(/^C001 Ryu\b.*, 1 in the deck$/)
  await expect(tile(app, 'C001').getByRole('button')).toHaveCount(0)
  await tile(app, 'C002').dblclick()
  await tile(app, 'C003').dragTo(app.getByTestId('zone-main'))
  await expect(app.getByTestId('zone-main-count')).toHaveText('4')
  for (const name of ['Ryu', 'Ken', 'Chun Li']) await expect(app.getByTestId('zone-main')).toContainText(name)

  // A click opens the card, as in the list.
  await tile(app, 'C004').click()
  await expect(app.getByTestId('card-detail').getByRole('heading', { level: 2 })).toHaveText('Guile')
  await expect(tile(app, 'C004')).toHaveAttribute('aria-selected', 'true')

  await app.getByLabel('Theme').selectOption('dark')
  await app.getByLabel('Search cards').fill('kind:snk')
  await expect(tile(app, 'S001')).toBeVisible()
  await tile(app, 'S002').hover()
  await expect(largeFace(app)).toHaveAttribute('aria-label', /^S002 /)
  await screenshot(app, 'grid-dark', true)

  // The choice is kept: after a reload the browser opens on the grid, and goes back to the list.
  await app.reload()
  await expect(tiles(app).first()).toBeVisible()
  await expect(app.locator('#card-list')).toHaveAttribute('data-view', 'grid')
  await app.getByRole('button', { name: 'List', exact: true }).click()
  await expect(app.getByTestId('card-row').first()).toBeVisible()
  await app.reload()
  await expect(app.getByTestId('card-row').first()).toBeVisible()
  await expect(tiles(app)).toHaveCount(0)

  // The list's rows are options without a control inside too: the + adds, the count is in the row's name.
  const ryu = app.locator('[data-testid="card-row"][data-number="C001"]')
  await expect(ryu).toHaveAccessibleName(/^C001 Ryu .*, 1 in the deck$/)
  await ryu.getByTestId('add-to-deck').click()
  await expect(ryu.getByTestId('add-to-deck')).toHaveText('2')
  await expect(ryu).toHaveAccessibleName(/, 2 in the deck$/)
  await expect(ryu.getByRole('button')).toHaveCount(0)
})
