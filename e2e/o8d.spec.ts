// OCTGN decks in the app: an .o8d dropped on the window opens as a new deck, its cards matched by name; one with
// cards that match nothing is refused, each of them listed with its line; the deck panel exports .o8d.
import fs from 'node:fs'
import path from 'node:path'
import { dropFile, expect, screenshot, test } from './harness'

/** An OCTGN deck file as the Card Fighters' Clash plugin saves it. */
const o8d = (cards: [number, string][], strikers: [number, string][] = []) =>
  [
    '<?xml version="1.0" encoding="utf-8" standalone="yes"?>',
    '<deck game="e3d56d9e-900d-49c6-b6ae-22cbb51be153">',
    '  <section name="Main" shared="False">',
    ...cards.map(([qty, name], i) => `    <card qty="${qty}" id="4f2454d7-2294-47a2-a473-${String(i).padStart(12, '0')}">${name}</card>`),
    '  </section>',
    '  <section name="Strikers" shared="False">',
    ...strikers.map(([qty, name], i) => `    <card qty="${qty}" id="9f2454d7-2294-47a2-a473-${String(i).padStart(12, '0')}">${name}</card>`),
    '  </section>',
    '  <notes><![CDATA[]]></notes>',
    '</deck>',
  ].join('\n')

test('an OCTGN deck opens by its card names, exports back to .o8d, and one with unknown cards lists them', async ({ app, desktop }) => {
  await dropFile(
    app,
    'Shoto Plugin.o8d',
    o8d(
      [
        [3, 'Ryu'],
        [3, 'KEN'],
        [2, 'chun-li'],
        [1, 'Akuma'],
      ],
      [[1, 'Bob']],
    ),
  )
  await expect(app.getByText('Imported “Shoto Plugin”')).toBeVisible()
  await expect(app.getByLabel('Deck name')).toHaveValue('Shoto Plugin')
  await expect(app.getByTestId('zone-main-count')).toHaveText('9')
  await expect(app.getByTestId('zone-strikers-count')).toHaveText('1')
  await expect(app.getByText('Chun Li', { exact: true }).first()).toBeVisible()

  // The deck panel's OCTGN… button writes the deck as an .o8d, each card by the plugin's id and name.
  desktop.nextSave = path.join(desktop.dir, 'Shoto Plugin.o8d')
  await app.getByRole('button', { name: 'OCTGN…' }).click()
  await expect(app.getByText(`Saved ${desktop.nextSave}`)).toBeVisible()
  const saved = fs.readFileSync(desktop.nextSave, 'utf8')
  expect(saved).toContain('<deck game="e3d56d9e-900d-49c6-b6ae-22cbb51be153" name="Shoto Plugin"')
  expect(saved).toContain('<card qty="2" id="a124cd33-4427-4584-8216-885bbb97baa8">Chun-Li</card>')
  expect(saved).toMatch(/<section name="Strikers" shared="False">\n\s+<card qty="1" id="[0-9a-f-]{36}">Bob<\/card>/)

  // A plugin deck naming cards this catalogue does not have: nothing imported, every such card named with its line.
  await dropFile(
    app,
    'Sys.o8d',
    o8d([
      [1, 'Krauser'],
      [1, 'Haohmaru (Slash)'],
      [2, 'Ryu'],
      [1, 'Wild Iorii'],
      [2, 'Tri-Quizz'],
    ]),
  )
  const dialog = app.getByRole('alertdialog')
  await expect(dialog).toContainText('Sys.o8d was not imported')
  const problems = dialog.getByTestId('import-problems').locator('li')
  await expect(problems).toHaveText([
    'line 5: no card named "Haohmaru (Slash)" in cfs-base, cfc-1999',
    'line 7: no card named "Wild Iorii" in cfs-base, cfc-1999',
    'line 8: no card named "Tri-Quizz" in cfs-base, cfc-1999',
  ])
  await screenshot(app, 'o8d-problems')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(app.getByLabel('Deck name')).toHaveValue('Shoto Plugin')
})
