import { expect, screenshot, test } from './harness'

test('negation and OR find the cards they say', async ({ app }) => {
  const search = app.getByLabel('Search cards')
  const rows = app.getByTestId('card-row')
  await search.fill('-kind:snk bp>=1000')
  await expect(app.locator('#card-list')).toHaveAttribute('data-query', '-kind:snk bp>=1000')
  await expect(rows.first()).toContainText('Ryu')
  expect(await rows.locator('.kind').allTextContents()).not.toContain('SNK')

  await search.fill('ryu OR ken')
  await expect(app.locator('#card-list')).toHaveAttribute('data-query', 'ryu OR ken')
  const names = (await rows.locator('.name').allTextContents()).map((n) => n.trim())
  expect(names).toEqual(expect.arrayContaining(['Ryu', 'Ken']))
})

test('a bad query shows the error pointing at the bad token', async ({ app }) => {
  const search = app.getByLabel('Search cards')
  await search.fill('ryu kind:snx')
  const alert = app.getByRole('alert')
  await expect(alert).toContainText('unknown kind "snx" at character 10')
  await expect(alert.locator('mark')).toHaveText('snx')

  await search.fill('(ryu OR ken')
  await expect(alert).toContainText('"(" is never closed at character 1')
  await expect(alert.locator('mark')).toHaveText('(')
})

test('the help lists every operator, and Escape closes it', async ({ app }) => {
  const help = app.getByRole('button', { name: 'Query help' })
  await help.click()
  await expect(help).toHaveAttribute('aria-expanded', 'true')
  const panel = app.getByRole('region', { name: 'Search query operators' })
  for (const example of [
    'name:ryu',
    'text:freeze',
    'kind:snk',
    'rarity:s,a',
    'ability:square',
    'backup:Ryu',
    'bp>=800',
    'number:C001',
    'set:cfc-1999',
    '-kind:snk',
    'ryu OR ken',
    '(kind:snk OR kind:capcom) bp>=1000',
    '"spinning bird"',
  ]) {
    await expect(panel).toContainText(example)
  }
  await screenshot(app, 'query-help-light', true)
  await app.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(help).toBeFocused()
})

test('a chip applies to the whole of an OR query', async ({ app }) => {
  await app.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'SNK', exact: true }).click()
  await app.getByLabel('Search cards').fill('ryu OR ken')
  await expect(app.locator('#card-list')).toHaveAttribute('data-query', '(ryu OR ken) kind:snk')
  const kinds = await app.getByTestId('card-row').locator('.kind').allTextContents()
  expect(kinds.length).toBeGreaterThan(0)
  expect(new Set(kinds)).toEqual(new Set(['SNK']))
})
