// Share codes and pasted deck lists: File → Copy Deck Share Code puts one line on the clipboard; that line pasted
// anywhere in the app (alone or inside a chat message, on any screen) opens the deck; a pasted deck list opens
// as a deck file does; a damaged code or a list with a bad line is refused, naming what is wrong.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readFormatFile } from '../src/shared/format-file'
import { Services } from '../src/main/services'
import { dropDeck, expect, screenshot, test } from './harness'
import type { Page } from '@playwright/test'

/** Pastes text with nothing focused, as a player pressing Ctrl+V over the window. */
async function paste(app: Page, text: string) {
  await app.evaluate((text) => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    const data = new DataTransfer()
    data.setData('text/plain', text)
    window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, text)
}

const command = (app: Page, name: string) => app.evaluate((detail) => window.dispatchEvent(new CustomEvent('ringside:command', { detail })), name)

test('a deck travels as a share code and as a pasted list', async ({ app, desktop }) => {
  await dropDeck(app, 'examples/fatal-fury-legends.deck.txt')
  await expect(app.getByLabel('Deck name')).toHaveValue('Fatal Fury Legends')
  await command(app, 'copy-code')
  await expect(app.getByText('Share code copied')).toBeVisible()
  const code = desktop.clipboard.at(-1)!
  expect(code).toMatch(/^RS1-[A-Za-z0-9_-]+$/)
  // The deck panel's Code button copies the same line.
  await app.getByRole('button', { name: 'Code', exact: true }).click()
  await expect.poll(() => desktop.clipboard.length).toBe(2)
  expect(desktop.clipboard[1]).toBe(code)

  // Pasted inside a chat message on the Cards screen: the deck opens on the Build screen (the library's own, as it
  // holds these very cards; in another library it would come in as a new deck).
  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  await paste(app, `try my deck: ${code} — good luck`)
  await expect(app.getByLabel('Deck name')).toBeVisible()
  await expect(app.getByLabel('Deck name')).toHaveValue('Fatal Fury Legends')
  await expect(app.getByText('“Fatal Fury Legends” is in your library already, the same cards: it is open')).toBeVisible()
  await expect(app.getByTestId('zone-main-count')).toHaveText('57')
  await expect(app.getByTestId('zone-strikers-count')).toHaveText('3')

  // A damaged code: refused with the reason, nothing added.
  await paste(app, code.slice(0, -5))
  await expect(app.getByRole('alertdialog')).toContainText('The share code was not imported')
  await expect(app.getByTestId('import-problems')).toContainText('share code: ')
  await app.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click()

  // A deck list from a forum post: read as a deck file, with a bad line named.
  await paste(app, 'name: Pasted Shotos\n3 Ryu\n2 Nobody At All\n')
  await expect(app.getByTestId('import-problems')).toContainText('line 3:')
  await screenshot(app, 'paste-problems-light')
  await app.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click()
  await paste(app, 'name: Pasted Shotos\n3 Ryu\n3 Ken\n')
  await expect(app.getByLabel('Deck name')).toHaveValue('Pasted Shotos')
  await expect(app.getByTestId('zone-main-count')).toHaveText('6')

  // Typing into a text box is not a deck: a paste there stays text.
  await app.getByLabel('Search cards').focus()
  await app.evaluate((code) => {
    const data = new DataTransfer()
    data.setData('text/plain', code)
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, code)
  await expect(app.getByLabel('Deck name')).toHaveValue('Pasted Shotos')
})

test('a share code carries a format of its sender’s own: the deck opens in it, and the picker lists it', async ({ app }) => {
  const sender = new Services(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-sender-')), 'ringside.db'))
  const club = readFormatFile(fs.readFileSync('examples/formats/club-night.format.json', 'utf8'), 'club-night.format.json')
  if (!club.ok) throw new Error('the example format does not read')
  sender.decks.saveFormat(club.format)
  const read = sender.decks.parse(fs.readFileSync('examples/shoto-rush.deck.txt', 'utf8'))
  if (!read.ok) throw new Error('the example deck does not read')
  const code = sender.decks.shareCode({ ...read.deck, name: 'Club Shoto', format: 'club-night' })
  sender.close()
  expect(code).toMatch(/^RS2-/)
  await paste(app, code)
  await expect(app.getByLabel('Deck name')).toHaveValue('Club Shoto')
  await expect(app.getByLabel('Format')).toHaveValue('club-night')
  await expect(app.getByLabel('Format').locator('option:checked')).toHaveText('Club Night')
  // Judged by the club's rules: Satsui no Ryu is banned there, and Geese limited to one.
  const legality = app.getByTestId('legality')
  await expect(legality).toContainText('Not legal for Club Night: 3 problems')
  await expect(legality).toContainText('C049 Satsui no Ryu (Evil Ryu) is banned in Club Night')
  await expect(legality).toContainText("3 copies of S019 Geese, Club Night's limited list allows 1")
})
