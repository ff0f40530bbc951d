// The app's picture packs: shown, then applied or let go; main holds only the pack shown, and only until then.
import fs from 'node:fs'
import path from 'node:path'
import { zipSync } from 'fflate'
import { expect, it } from 'vitest'
import { freshServices, tempDir } from '../../helpers'
import { plainPng } from '../../png'

it('applies the pack shown once, and lets a pack go when its dialog closes', async () => {
  const s = freshServices()
  const art = await plainPng(60, 40, '#3366cc')
  const zip = path.join(tempDir(), 'art.zip')
  fs.writeFileSync(zip, zipSync({ 'C001.png': art, 'Ken.png': art }))

  const first = s.packs.show(zip, 'art')
  expect(first.preview.matched.map((m) => m.number)).toEqual(['C001', 'C002'])
  s.packs.close(first.packId + 1) // another pack's id: this one stays
  s.packs.close(first.packId)
  await expect(s.packs.apply(first.packId)).rejects.toThrow('that pack is no longer open: choose it again')
  expect(s.catalogue.card('cfs-base', 'C001')!.art).toBeUndefined()

  const second = s.packs.show(zip, 'art')
  s.packs.close(first.packId)
  expect((await s.packs.apply(second.packId)).attached).toHaveLength(2)
  expect(s.catalogue.card('cfs-base', 'C002')!.art).toMatchObject({ width: 60, height: 40 })
  await expect(s.packs.apply(second.packId)).rejects.toThrow('no longer open')
})
