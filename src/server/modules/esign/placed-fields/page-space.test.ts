import { describe, expect, it } from 'vitest';
import { seenPage, seenToUser } from './page-space.ts';

// A Letter page whose visible box starts at (10, 20): every corner must land on the box.
const mediaBox = { x: 0, y: 0, width: 700, height: 900 };
const cropBox = { x: 10, y: 20, width: 612, height: 792 };
const corners = (rotation: number) => {
  const page = seenPage({ mediaBox, cropBox, rotation });
  const at = (x: number, y: number) => seenToUser(page, { x, y });
  return {
    size: [page.width, page.height],
    topLeft: at(0, 0),
    topRight: at(page.width, 0),
    bottomLeft: at(0, page.height),
    // A point 100 right of and 50 below the seen top-left corner.
    inside: at(100, 50),
  };
};

describe('seenToUser', () => {
  it('keeps an unturned page as it is, measured from the top of its CropBox', () => {
    expect(corners(0)).toEqual({
      size: [612, 792],
      topLeft: { x: 10, y: 812 },
      topRight: { x: 622, y: 812 },
      bottomLeft: { x: 10, y: 20 },
      inside: { x: 110, y: 762 },
    });
  });

  it('turns a page shown a quarter turn clockwise: its bottom-left corner is seen top left', () => {
    expect(corners(90)).toEqual({
      size: [792, 612],
      topLeft: { x: 10, y: 20 },
      topRight: { x: 10, y: 812 },
      bottomLeft: { x: 622, y: 20 },
      inside: { x: 60, y: 120 },
    });
  });

  it('turns a page shown upside down: its bottom-right corner is seen top left', () => {
    expect(corners(180)).toEqual({
      size: [612, 792],
      topLeft: { x: 622, y: 20 },
      topRight: { x: 10, y: 20 },
      bottomLeft: { x: 622, y: 812 },
      inside: { x: 522, y: 70 },
    });
  });

  it('turns a page shown a quarter turn anticlockwise: its top-right corner is seen top left', () => {
    expect(corners(270)).toEqual({
      size: [792, 612],
      topLeft: { x: 622, y: 812 },
      topRight: { x: 622, y: 20 },
      bottomLeft: { x: 10, y: 812 },
      inside: { x: 572, y: 712 },
    });
    // -90 is the same turn.
    expect(corners(-90)).toEqual(corners(270));
  });
});

describe('seenPage', () => {
  it('falls back to the MediaBox, and clips a CropBox that reaches past it', () => {
    expect(seenPage({ mediaBox, rotation: 0 }).box).toEqual(mediaBox);
    expect(
      seenPage({ mediaBox, cropBox: { x: -50, y: 100, width: 300, height: 900 }, rotation: 0 }).box,
    ).toEqual({ x: 0, y: 100, width: 250, height: 800 });
    // No overlap at all: the MediaBox, as readers do.
    expect(
      seenPage({ mediaBox, cropBox: { x: 800, y: 0, width: 10, height: 10 }, rotation: 0 }).box,
    ).toEqual(mediaBox);
  });

  it('reads a box written with its corners swapped, and an invalid /Rotate as none', () => {
    const swapped = { x: 612, y: 792, width: -612, height: -792 };
    expect(seenPage({ mediaBox: swapped, rotation: 45 })).toEqual({
      box: { x: 0, y: 0, width: 612, height: 792 },
      turn: 0,
      width: 612,
      height: 792,
    });
    expect(seenPage({ mediaBox, rotation: 450 }).turn).toBe(90);
  });
});
