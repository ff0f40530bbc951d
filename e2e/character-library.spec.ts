import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { CHARACTER_CSV_COLUMNS } from '../src/main/games/cc/csv'
import type { CharacterSheet } from '../src/main/games/cc/sheet'
import { RYU } from '../src/main/games/cc/examples'
import type { Services } from '../src/main/services'
import { expect, screenshot, test } from './harness'

const mine = (id: string, name: string, change: Partial<CharacterSheet> = {}): CharacterSheet => ({
  ...structuredClone(RYU),
  id,
  name,
  example: false,
  ...change,
})
/** Dan's super is not marked [TS], so a team with him cannot make a tag super. */
const DAN = mine('dan', 'Dan', { moves: RYU.moves.map((m) => ({ ...m, tag: [] })) })

function save(services: Services, sheet: CharacterSheet) {
  const result = services.characters.save(sheet, null)
  expect(result.saved?.id).toBe(sheet.id)
}

async function openCharacters(app: Page, count: number) {
  await app.getByRole('button', { name: 'Characters', exact: true }).click()
  await expect(app.getByTestId('character')).toHaveCount(count)
}

async function bothThemes(app: Page, name: string) {
  // The toast of the last save would cover the page.
  await expect(app.locator('.toast')).toHaveCount(0, { timeout: 10_000 })
  await screenshot(app, `${name}-light`)
  await app.getByLabel('Theme').selectOption('dark')
  await screenshot(app, `${name}-dark`)
  await app.getByLabel('Theme').selectOption('light')
}

test('versions of a saved character: snapshot, what changed since, restore; examples and new sheets have none', async ({ app, services }) => {
  save(services, mine('ryu-mine', 'Ryu (mine)'))
  await openCharacters(app, 3)
  const form = app.getByRole('form', { name: 'Character sheet' })

  await app.getByTestId('character').filter({ hasText: 'Ryu' }).filter({ hasText: 'example' }).click()
  await expect(form.getByText('example · read-only')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Versions' })).toHaveCount(0)
  await app.getByRole('button', { name: 'New character' }).first().click()
  await expect(form.getByRole('heading', { name: 'New character' })).toBeVisible()
  await expect(form.getByRole('button', { name: 'Versions' })).toHaveCount(0)

  await app.getByTestId('character').filter({ hasText: 'Ryu (mine)' }).click()
  await form.getByRole('button', { name: 'Versions' }).click()
  await expect(form.getByRole('button', { name: 'Versions' })).toHaveAttribute('aria-expanded', 'true')
  const panel = form.getByRole('region', { name: 'Versions' })
  await expect(panel).toContainText('No versions yet')
  // Enter in the label box snapshots.
  await panel.getByLabel('Version label').fill('before the buff')
  await panel.getByLabel('Version label').press('Enter')
  const versions = panel.getByTestId('character-version')
  await expect(versions).toHaveCount(1)
  const kept = services.characters.versions('ryu-mine')
  expect(kept.map((v) => v.label)).toEqual(['before the buff'])
  const when = await app.evaluate((iso) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }), kept[0].createdAt)
  await expect(versions.first()).toHaveText(new RegExp(`^before the buff\\s*${when.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*What changed\\s*Restore…\\s*$`))
  await expect(panel.getByLabel('Version label')).toHaveValue('')

  await form.getByLabel('Strength', { exact: true }).fill('8')
  await form.getByLabel('Move 1 damage').fill('10')
  await form.getByLabel('Move 2 name').fill('Shoryu Reppa')
  await expect(panel.getByText('A snapshot keeps the saved sheet; your unsaved changes are not in it.')).toBeVisible()
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(form.getByRole('status')).toHaveText('Saved Ryu (mine)')
  expect(services.characters.get('ryu-mine')).toMatchObject({ strength: 8, moves: [{ name: 'Hadouken', damage: 10 }, { name: 'Shoryu Reppa' }, {}, {}] })

  await versions.first().getByRole('button', { name: 'What changed' }).click()
  const changes = panel.getByTestId('sheet-change')
  await expect(changes).toHaveCount(4)
  await expect(changes.nth(0)).toHaveText(/^Strength\s*6 → 8\s*$/)
  await expect(changes.nth(0)).toHaveAttribute('data-kind', 'changed')
  await expect(changes.nth(1)).toHaveAttribute('data-kind', 'removed')
  await expect(changes.nth(1)).toHaveText(/^Move Shoryuken\s*removed\s*was\s*special on Q, type B, 12 damage, priority 4, 2 pt, \[VC\]\s*$/)
  await expect(changes.nth(2)).toHaveAttribute('data-kind', 'changed')
  await expect(changes.nth(2).locator('.was')).toHaveText(/^was\s*special on J, type A, R, 8 damage, priority 3, 1 pt: Ryu's Hadouken/)
  await expect(changes.nth(2).locator('.now')).toHaveText(/^now\s*special on J, type A, R, 10 damage, priority 3, 1 pt: Ryu's Hadouken/)
  // Only the part that differs is marked.
  await expect(changes.nth(2).locator('.was mark')).toHaveText(['8 damage'])
  await expect(changes.nth(2).locator('.now mark')).toHaveText(['10 damage'])
  await expect(changes.nth(3)).toHaveAttribute('data-kind', 'added')
  await expect(changes.nth(3)).toHaveText(/^Move Shoryu Reppa\s*added\s*now\s*special on Q, type B, 12 damage/)
  await app.getByRole('region', { name: 'Character' }).evaluate((pane) => pane.scrollTo(0, 0))
  await bothThemes(app, 'characters-versions')

  // Restore asks first; Cancel leaves the sheet alone.
  await versions.first().getByRole('button', { name: 'Restore…' }).click()
  await expect(panel.getByRole('group', { name: 'Restore before the buff' })).toContainText('The sheet as it is now is kept as a version first.')
  await panel.getByRole('button', { name: 'Cancel' }).click()
  expect(services.characters.get('ryu-mine').strength).toBe(8)
  await versions.first().getByRole('button', { name: 'Restore…' }).click()
  await panel.getByRole('button', { name: 'Restore “before the buff”' }).click()

  await expect(form.getByLabel('Strength', { exact: true })).toHaveValue('6')
  await expect(form.getByLabel('Move 1 damage')).toHaveValue('8')
  await expect(form.getByLabel('Move 2 name')).toHaveValue('Shoryuken')
  await expect(form.getByText('unsaved changes')).toHaveCount(0)
  await expect(versions).toHaveCount(2)
  await expect(versions.first()).toContainText('before restoring “before the buff”')
  await expect(panel.getByTestId('no-changes')).toHaveText('Nothing changed: the saved sheet is the same as “before the buff”.')
  await expect(app.getByTestId('character').filter({ hasText: 'Ryu (mine)' })).toContainText('Strength 6')
  const restored = services.characters.get('ryu-mine')
  expect(restored).toEqual({ ...mine('ryu-mine', 'Ryu (mine)') })
  expect(services.characters.versions('ryu-mine').map((v) => v.label)).toEqual(['before restoring “before the buff”', 'before the buff'])

  // The automatic version holds the sheet the restore replaced.
  await versions.first().getByRole('button', { name: 'What changed' }).click()
  await expect(changes.first()).toHaveText(/^Strength\s*8 → 6\s*$/)
  await expect(changes).toHaveCount(4)
})

test('tag teams: make one, see its problems apart, change it, print both pages, delete it; a member is not deleted', async ({ app, services, desktop }) => {
  save(services, mine('ken', 'Ken'))
  save(services, DAN)
  await openCharacters(app, 4)
  const teams = app.getByRole('region', { name: 'Teams' })
  await expect(teams).toContainText('No tag teams yet')

  await teams.getByRole('button', { name: 'New team' }).click()
  const panel = app.getByRole('region', { name: 'Tag team' })
  await expect(panel.getByRole('heading', { name: 'New team' })).toBeVisible()
  await panel.getByLabel('First character').selectOption('ken')
  await panel.getByLabel('Second character').selectOption('dan')
  // The name follows the members until one is typed.
  await expect(panel.getByLabel('Team name')).toHaveValue('Ken & Dan')
  await panel.getByLabel('Team name').fill('Shotos')
  await panel.getByRole('button', { name: 'Create team' }).click()
  await expect(panel.getByRole('heading', { name: 'Shotos' })).toBeVisible()
  await expect(panel.getByRole('status')).toHaveText('Saved Shotos')
  expect(services.characters.teams()).toMatchObject([{ name: 'Shotos', members: ['ken', 'dan'], legal: true }])

  const entry = teams.getByTestId('team')
  await expect(entry).toHaveCount(1)
  await expect(entry).toHaveText(/^Shotos\s*✓ legal\s*Ken & Dan · 1 warning\s*$/)
  await expect(panel.getByTestId('team-legal')).toHaveText('✓ legal')
  await expect(panel.getByRole('region', { name: 'Errors' })).toContainText('none')
  const warnings = panel.getByTestId('team-warnings').getByTestId('field-problem')
  await expect(warnings).toHaveCount(1)
  await expect(warnings).toHaveAttribute('data-code', 'TEAM_NO_TAG_SUPER')
  await expect(warnings).toContainText('Dan has no super marked [TS], so the team cannot make a tag super')
  await expect(warnings).toContainText("Fix: mark one of Dan's supers [TS] (Shinku Hadouken)")

  // Both pages, one per member.
  await panel.getByRole('button', { name: 'Print…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Print tag team' })
  await expect(dialog).toContainText('Ken and Dan: a page for each.')
  await dialog.getByLabel('Paper').selectOption('a4')
  desktop.nextSave = path.join(desktop.dir, 'shotos.pdf')
  await dialog.getByRole('button', { name: 'Print…' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(app.getByRole('status').filter({ hasText: 'Printed' })).toHaveText(`Printed team Shotos: Ken & Dan (2 pages) to ${desktop.nextSave}`)
  expect(execFileSync('pdfinfo', [desktop.nextSave], { encoding: 'utf8' })).toMatch(/^Pages:\s+2$/m)
  expect(execFileSync('pdftotext', [desktop.nextSave, '-'], { encoding: 'utf8' })).toMatch(/Ken[\s\S]*Dan/)
  expect(desktop.opened).toEqual([desktop.nextSave])

  // Renamed, and the same sheet twice: an error apart from the warning.
  await panel.getByLabel('Team name').fill('Saikyo')
  await panel.getByLabel('First character').selectOption('dan')
  await expect(panel.getByText('unsaved changes')).toBeVisible()
  await panel.getByRole('button', { name: 'Save changes' }).click()
  await expect(panel.getByRole('heading', { name: 'Saikyo' })).toBeVisible()
  await expect(panel.getByTestId('team-legal')).toHaveText('✗ not legal')
  await expect(entry).toHaveText(/^Saikyo\s*✗ not legal\s*Dan & Dan\s*$/)
  const errors = panel.getByTestId('team-errors').getByTestId('field-problem')
  await expect(errors).toHaveCount(1)
  await expect(errors).toHaveAttribute('data-code', 'TEAM_SAME_SHEET')
  await expect(errors).toHaveText(
    /^Error\s*both characters of the team are Dan \(dan\); a tag team is two different sheets\s*Fix: pick another sheet for the second character\s*$/,
  )
  await expect(warnings).toHaveCount(1)
  expect(services.characters.teams()).toMatchObject([{ name: 'Saikyo', members: ['dan', 'dan'], legal: false }])
  await bothThemes(app, 'characters-teams')

  // A member cannot be deleted from under the team: main's refusal, with the way to the team.
  await panel.getByRole('button', { name: 'Open Dan’s sheet' }).first().click()
  const form = app.getByRole('form', { name: 'Character sheet' })
  await expect(form.getByRole('heading', { name: 'Dan' })).toBeVisible()
  await expect(panel).toHaveCount(0)
  await form.getByRole('button', { name: 'Delete…' }).click()
  await form.getByRole('button', { name: 'Delete Dan for good' }).click()
  await expect(form.getByRole('status')).toContainText('Not deleted: "dan" is in the team "Saikyo": take it out of the team, or delete the team, first')
  expect(services.characters.find('dan')).toBeDefined()
  await form.getByRole('button', { name: 'Open team Saikyo' }).click()
  await expect(panel.getByRole('heading', { name: 'Saikyo' })).toBeVisible()

  await panel.getByRole('button', { name: 'Delete…' }).click()
  await panel.getByRole('button', { name: 'Keep it' }).click()
  expect(services.characters.teams()).toHaveLength(1)
  await panel.getByRole('button', { name: 'Delete…' }).click()
  await panel.getByRole('button', { name: 'Delete team Saikyo for good' }).click()
  await expect(panel).toHaveCount(0)
  await expect(teams.getByTestId('team')).toHaveCount(0)
  await expect(teams).toContainText('No tag teams yet')
  expect(services.characters.teams()).toEqual([])
})

test('export a character as CSV: one row per move under the header', async ({ app, services, desktop }) => {
  save(services, mine('ken', 'Ken'))
  await openCharacters(app, 3)
  await app.locator('[data-testid="character"][data-id="ken"]').click()
  const form = app.getByRole('form', { name: 'Character sheet' })
  await form.getByLabel('Export as').selectOption('csv')
  desktop.nextSave = path.join(desktop.dir, 'ken.character.csv')
  await form.getByRole('button', { name: 'Export…' }).click()
  await expect(app.getByRole('status').filter({ hasText: 'Exported' })).toHaveText(`Exported Ken as CSV to ${desktop.nextSave}`)
  const lines = fs.readFileSync(desktop.nextSave, 'utf8').split(/\r?\n/).filter(Boolean)
  expect(lines[0]).toBe(CHARACTER_CSV_COLUMNS.join(','))
  expect(lines).toHaveLength(1 + RYU.moves.length)
  expect(lines[1]).toMatch(/^ken,Ken,100,6,/)
})
