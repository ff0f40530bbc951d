import fs from 'node:fs'
import path from 'node:path'
import { Services } from '../src/main/services'
import { expect, test as base } from './harness'

// The harness's desktop refuses a restart; here one is counted, as the app would restart on the restored file.
const test = base.extend<{ restarts: { count: number } }>({
  restarts: async ({}, use) => use({ count: 0 }),
  desktop: async ({ desktop, restarts }, use) => {
    desktop.restart = () => void restarts.count++
    await use(desktop)
  },
})

test('Undo last import on the Cards screen: refused with the reason before any import, then the whole database put back', async ({
  app,
  desktop,
  services,
  restarts,
}) => {
  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  await app.getByRole('button', { name: 'Undo last import…' }).click()
  await expect(app.getByRole('alert')).toContainText('no import to undo: ')

  const before = services.library.create({ name: 'Before the import' })
  services.collection.set('cfs-base', 'C001', 2)
  const file = path.join(desktop.dir, 'promos.csv')
  fs.writeFileSync(file, fs.readFileSync('db/sample-cards.csv', 'utf8'))
  desktop.nextOpen = file
  await app.getByRole('button', { name: 'Import cards…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Import cards' })
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(app.getByRole('button', { name: /promos · 8/ })).toBeVisible()
  services.library.create({ name: 'After the import' })
  services.collection.set('cfs-base', 'C001', 3)

  await app.getByRole('button', { name: 'Undo last import…' }).click()
  const confirm = app.getByRole('group', { name: 'Undo last import' })
  await expect(confirm).toContainText('Put the whole database back as it was before importing promos.csv into promos?')
  await expect(confirm).toContainText('Decks, the collection and every other change since then go back too')
  await confirm.getByRole('button', { name: 'Undo the import' }).click()
  await expect(app.getByRole('status').filter({ hasText: 'Undone' })).toHaveText(
    /^Undone: the database is as it was before importing promos\.csv into promos\. Ringside is restarting on it; the database it replaced is kept as ringside\.db\.replaced-\d+T\d+Z\.$/,
  )
  expect(restarts.count).toBe(1)

  const back = new Services(services.file)
  expect(back.catalogue.set('promos')).toBeUndefined()
  expect(back.library.list().map((d) => d.id)).toEqual([before.id])
  expect(back.collection.owned('cfs-base', 'C001')).toBe(2)
  back.close()
})
