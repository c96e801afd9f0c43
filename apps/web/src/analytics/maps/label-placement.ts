/** A box on the screen, in CSS pixels from the map's top left corner. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A label to place: centred on `x`, `y`, with its forms from the preferred (the full name) to the shortest. */
export interface LabelToPlace {
  x: number;
  y: number;
  height: number;
  /** The width of each form, in the order they are tried. */
  widths: readonly number[];
}

/** Space kept between two labels, so their backgrounds do not touch. */
const GAP = 2;

const overlaps = (one: Box, other: Box) =>
  one.left < other.right + GAP && other.left < one.right + GAP && one.top < other.bottom + GAP && other.top < one.bottom + GAP;

/**
 * Which form of each label is written (its index in `widths`), or null when none fits: labels are placed in the order
 * given (the most important first), each in the first form that lies wholly inside the view and clear of the labels
 * already placed and of the map's own controls (`obstacles`). So no two labels are ever drawn over each other, at any
 * zoom; a lesser label is shortened or hidden, never a greater one.
 */
export function placeLabels(labels: readonly LabelToPlace[], view: { width: number; height: number }, obstacles: readonly Box[] = []) {
  const taken: Box[] = [...obstacles];
  return labels.map((label): number | null => {
    for (const [form, width] of label.widths.entries()) {
      const box = {
        left: label.x - width / 2,
        right: label.x + width / 2,
        top: label.y - label.height / 2,
        bottom: label.y + label.height / 2,
      };
      const isInView = box.left >= 0 && box.top >= 0 && box.right <= view.width && box.bottom <= view.height;
      if (width > 0 && isInView && !taken.some((other) => overlaps(box, other))) {
        taken.push(box);
        return form;
      }
    }
    return null;
  });
}
