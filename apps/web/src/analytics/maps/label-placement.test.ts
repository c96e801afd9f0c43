import { describe, expect, it } from 'vitest';
import { placeLabels } from './label-placement.ts';

const view = { width: 300, height: 200 };

describe('label placement', () => {
  it('writes every label in full when none meet', () => {
    const labels = [
      { x: 60, y: 100, height: 16, widths: [60, 20] },
      { x: 200, y: 100, height: 16, widths: [60, 20] },
    ];
    expect(placeLabels(labels, view)).toEqual([0, 0]);
  });

  it('shortens the lesser of two neighbours to its acronym, and hides it when even that would meet the other', () => {
    const greater = { x: 100, y: 100, height: 16, widths: [64, 20] };
    expect(placeLabels([greater, { x: 150, y: 100, height: 16, widths: [60, 20] }], view)).toEqual([0, 1]);
    expect(placeLabels([greater, { x: 120, y: 104, height: 16, widths: [60, 20] }], view)).toEqual([0, null]);
  });

  it('keeps labels wholly inside the map and off its controls', () => {
    const nearEdge = { x: 20, y: 100, height: 16, widths: [60, 20] };
    expect(placeLabels([nearEdge], view)).toEqual([1]);
    expect(placeLabels([{ ...nearEdge, x: 5 }], view)).toEqual([null]);
    const control = { left: 250, top: 180, right: 300, bottom: 200 };
    expect(placeLabels([{ x: 260, y: 185, height: 16, widths: [40] }], view, [control])).toEqual([null]);
  });

  it('never leaves two placed labels overlapping, however crowded', () => {
    const labels = Array.from({ length: 40 }, (_, index) => ({
      x: 40 + ((index * 37) % 220),
      y: 20 + ((index * 53) % 160),
      height: 16,
      widths: [70, 24],
    }));
    const forms = placeLabels(labels, view);
    const boxes = labels.flatMap((label, index) => {
      const form = forms[index];
      if (form === null || form === undefined) return [];
      const width = label.widths[form] as number;
      return [{ left: label.x - width / 2, right: label.x + width / 2, top: label.y - 8, bottom: label.y + 8 }];
    });
    expect(boxes.length).toBeGreaterThan(5);
    for (const [index, one] of boxes.entries())
      for (const other of boxes.slice(index + 1))
        expect(one.left < other.right && other.left < one.right && one.top < other.bottom && other.top < one.bottom).toBe(false);
  });
});
