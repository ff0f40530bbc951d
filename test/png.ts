// PNG files for tests and benchmarks: put together by hand (a picture that declares any size, whatever its body), or
// drawn plain by sharp.
import zlib from 'node:zlib'
import sharp from 'sharp'

/** One chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A PNG of 8-bit pixels (grey or RGB) declaring width × height, with `body` as its compressed rows. */
export function pngFile(width: number, height: number, body: Buffer, grey = true): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, grey ? 0 : 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', body),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A real PNG of one colour all over, drawn by sharp. */
export async function plainPng(width: number, height: number, colour: string): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  )
}
