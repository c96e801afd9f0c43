/**
 * Maps are made one after another: the next waits until the previous one has drawn in full (its first 'idle'), or at
 * most `MAP_SETTLE_LIMIT_MS`. Each map renders in its own animation frames; several maps finishing their loads together
 * render in one frame, which without a GPU (software WebGL) made a 220 ms task (issue 10: no task over 200 ms).
 */
export const MAP_SETTLE_LIMIT_MS = 1500;

let previous: Promise<void> = Promise.resolve();

/** A place in line: `turn` resolves when the maps before it have drawn; call `done` once this one has (or is gone). */
export function mapTurn(): { turn: Promise<void>; done: () => void } {
  const turn = previous;
  let done = () => {};
  const drawn = new Promise<void>((resolve) => {
    done = resolve;
  });
  const limit = new Promise<void>((resolve) => setTimeout(resolve, MAP_SETTLE_LIMIT_MS));
  previous = turn.then(() => Promise.race([drawn, limit]));
  return { turn, done };
}
