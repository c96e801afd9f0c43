/**
 * Charts and maps are drawn one per browser task, in the order they asked: a screenful of them coming into view
 * together would otherwise be drawn in one task, blocking taps and keys for as long as all of them take (issue 10:
 * no task over 200 ms). Between two draws the browser may paint, handle input and run other work.
 */
const waiting: Array<() => void> = [];
let isScheduled = false;

/** Runs the next task as soon as the browser can: a message, not setTimeout (clamped to 4 ms when nested). */
const channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();
if (channel) channel.port1.onmessage = drawNext;

function schedule() {
  if (isScheduled || waiting.length === 0) return;
  isScheduled = true;
  if (channel) channel.port2.postMessage(null);
  else setTimeout(drawNext, 0);
}

function drawNext() {
  isScheduled = false;
  const draw = waiting.shift();
  try {
    draw?.();
  } finally {
    schedule();
  }
}

/**
 * Waits for `loading` (a lazily loaded drawing library), then for a turn in the queue: `ready` resolves with the
 * library in a task of its own, after the draws queued before it (the code after an `await` of it runs in that task).
 * `withdraw` gives the place up if the turn has not come (the card went away).
 */
export function inTurn<T>(loading: Promise<T>): { ready: Promise<T>; withdraw: () => void } {
  let isWithdrawn = false;
  let draw: (() => void) | null = null;
  const ready = loading.then(
    (library) =>
      new Promise<T>((resolve) => {
        if (isWithdrawn) return;
        draw = () => resolve(library);
        waiting.push(draw);
        schedule();
      }),
  );
  return {
    ready,
    withdraw: () => {
      isWithdrawn = true;
      const index = draw ? waiting.indexOf(draw) : -1;
      if (index >= 0) waiting.splice(index, 1);
    },
  };
}

/**
 * Calls `resized` when the element's size changes after it was drawn. A ResizeObserver also reports the size at the
 * moment it starts observing, the size the chart or map was just drawn at: that first report would draw it twice.
 * Answers the function that stops observing.
 */
export function onSizeChange(element: Element, resized: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  const drawnAt = { width: element.clientWidth, height: element.clientHeight };
  const observer = new ResizeObserver(() => {
    if (element.clientWidth === drawnAt.width && element.clientHeight === drawnAt.height) return;
    drawnAt.width = element.clientWidth;
    drawnAt.height = element.clientHeight;
    resized();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
