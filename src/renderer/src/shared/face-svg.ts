// A face's layout as SVG markup, one string per card (shared/face-markup.ts). A grid mounts a screenful of faces
// at once and again at every scrolled row: each card's string is built once.
import { type FaceCard, layoutFace, measureFace, STANDARD_FACE } from '../../../shared/card-face'
import { faceMarkup } from '../../../shared/face-markup'

/** Faces already drawn, by card object: scrolling back to a card, or a summary's face replaced by the whole card's. */
const drawn = new WeakMap<FaceCard, string>()

/** The standard-size face of `card` as SVG markup for a viewBox of STANDARD_FACE (its art box bare). */
export function faceSvg(card: FaceCard): string {
  let markup = drawn.get(card)
  if (markup === undefined) drawn.set(card, (markup = faceMarkup(layoutFace(card, STANDARD_FACE.width, STANDARD_FACE.height, measureFace))))
  return markup
}
