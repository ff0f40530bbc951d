// Art drawn inside a card's frame, kept apart from card_images (a picture of the whole card, which replaces the
// face): the face keeps its name, stats, ability and Back-Ups as text and shows the art in its art box. By set and
// number, as card_images. `width` and `height` are the stored picture's pixels, so a face can place it before it
// loads; the crop is the point of the picture at the box's centre (0–1 across and down) and a zoom past filling the
// box (1 fills it, cropped; up to 4).
export default /* sql */ `
CREATE TABLE card_art (
  set_id TEXT NOT NULL REFERENCES sets(id) ON DELETE CASCADE,
  number TEXT NOT NULL,
  hash TEXT NOT NULL CHECK (length(hash) = 64),
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  crop_x REAL NOT NULL DEFAULT 0.5 CHECK (crop_x BETWEEN 0 AND 1),
  crop_y REAL NOT NULL DEFAULT 0.5 CHECK (crop_y BETWEEN 0 AND 1),
  zoom REAL NOT NULL DEFAULT 1 CHECK (zoom BETWEEN 1 AND 4),
  PRIMARY KEY (set_id, number)
) WITHOUT ROWID;
`
