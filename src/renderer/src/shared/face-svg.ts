// A face's layout as SVG markup, one string per card (shared/face-markup.ts). A grid mounts a screenful of faces
// at once and again at every scrolled row: each card's string is built once.
import { type FaceCard, type FaceLayout, layoutFace, measureFace, STANDARD_FACE } from '../../../shared/card-face'
import { faceMarkup } from '../../../shared/face-markup'

/** A face drawn: its markup, and where its art goes when it has art. */
interface DrawnFace {
  markup: string
  art: FaceLayout['art']
}

/** Faces already drawn, by card object: scrolling back to a card, or a summary's face replaced by the whole card's. */
const drawn = new WeakMap<FaceCard, DrawnFace>()

function drawnFace(card: FaceCard): DrawnFace {
  let face = drawn.get(card)
  if (face === undefined) {
    const layout = layoutFace(card, STANDARD_FACE.width, STANDARD_FACE.height, measureFace)
    drawn.set(card, (face = { markup: faceMarkup(layout), art: layout.art }))
  }
  return face
}

/** The standard-size face of `card` as SVG markup for a viewBox of STANDARD_FACE (its art box bare). */
export const faceSvg = (card: FaceCard): string => drawnFace(card).markup

/** Where the standard-size face of `card` draws its art, when it has art (laid out once with its markup). */
export const faceArt = (card: FaceCard): FaceLayout['art'] => drawnFace(card).art
