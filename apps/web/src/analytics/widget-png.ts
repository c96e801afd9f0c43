/** Images are captured at 2x (analytics.md §9). */
export const CAPTURE_SCALE = 2;

type Snapshot = () => Promise<string>;
const snapshots = new WeakMap<HTMLCanvasElement, Snapshot>();

/**
 * A canvas whose pixels cannot be read at any time (a WebGL map keeps no drawing buffer) registers how to read
 * them: the map reads its canvas right after a repaint.
 */
export function registerSnapshot(canvas: HTMLCanvasElement, snapshot: Snapshot): void {
  snapshots.set(canvas, snapshot);
}

async function canvasImage(canvas: HTMLCanvasElement): Promise<string> {
  const snapshot = snapshots.get(canvas);
  return snapshot ? snapshot() : canvas.toDataURL('image/png');
}

/** The page's own style sheets as text, so the copy of the card looks as it does on the page. */
function pageStyles(): string {
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) rules.push(rule.cssText);
    } catch {
      // A cross-origin sheet cannot be read; the card keeps the rest.
    }
  }
  return rules.join('\n');
}

/** A copy of the element with its canvases as images and the parts marked data-capture="skip" left out. */
async function cloneForCapture(element: HTMLElement): Promise<HTMLElement> {
  const canvases = Array.from(element.querySelectorAll('canvas'));
  const images = await Promise.all(canvases.map((canvas) => canvasImage(canvas).catch(() => '')));
  const clone = element.cloneNode(true) as HTMLElement;
  Array.from(clone.querySelectorAll('canvas')).forEach((copy, index) => {
    const original = canvases[index];
    const image = document.createElement('img');
    image.src = images[index] ?? '';
    image.alt = '';
    image.style.width = `${original?.clientWidth ?? copy.width}px`;
    image.style.height = `${original?.clientHeight ?? copy.height}px`;
    image.style.display = 'block';
    copy.replaceWith(image);
  });
  for (const skipped of Array.from(clone.querySelectorAll('[data-capture="skip"]'))) skipped.remove();
  return clone;
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be drawn.'));
    image.src = source;
  });
}

/** The element drawn into a PNG at `scale`, through an SVG foreignObject of its copy and the page's styles. */
export async function captureElement(element: HTMLElement, scale = CAPTURE_SCALE): Promise<Blob> {
  const { width, height } = element.getBoundingClientRect();
  const clone = await cloneForCapture(element);
  clone.style.width = `${width}px`;
  clone.style.height = `${height}px`;
  clone.style.margin = '0';
  const xhtml = new XMLSerializer().serializeToString(clone);
  const styles = new XMLSerializer().serializeToString(Object.assign(document.createElement('style'), { textContent: pageStyles() }));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject x="0" y="0" width="100%" height="100%">` +
    `<div xmlns="http://www.w3.org/1999/xhtml">${styles}${xhtml}</div></foreignObject></svg>`;
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * scale);
  canvas.height = Math.ceil(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The image could not be drawn.');
  context.scale(scale, scale);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be drawn.'))), 'image/png'),
  );
}
