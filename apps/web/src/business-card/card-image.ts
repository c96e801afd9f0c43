import type { BusinessCard } from './business-card-model.ts';
import { createQrMatrix, QR_QUIET_ZONE } from './card-qr.tsx';

/** The PNG is drawn at twice its CSS size, so it stays sharp on a phone screen and in print. */
export const CARD_IMAGE_SCALE = 2;
const WIDTH = 660;
const PAD = 24;
const BAND = 96;
const BADGE = 64;
const QR = 232;
const TEXT_WIDTH = WIDTH - PAD * 3 - QR;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const NAVY = '#16324f';
const INK = '#1b1f24';
const MUTED = '#4a5562';

type Context = CanvasRenderingContext2D;

/** Splits `text` into at most `maxLines` lines that fit `width`; the last one ends in '…' when text is left. */
function wrap(context: Context, text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const [index, word] of words.entries()) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || context.measureText(candidate).width <= width) {
      line = candidate;
    } else if (lines.length === maxLines - 1) {
      // The last line allowed takes the rest, cut short below.
      line = [line, ...words.slice(index)].join(' ');
      break;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.map((entry) => ellipsize(context, entry, width));
}

function ellipsize(context: Context, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let end = text.length;
  while (end > 1 && context.measureText(`${text.slice(0, end)}…`).width > width) end--;
  return `${text.slice(0, end)}…`;
}

interface Pen {
  context: Context;
  isDrawing: boolean;
  y: number;
}

/** Writes wrapped lines at the pen's y and moves it down. */
function write(pen: Pen, text: string, options: { size: number; weight?: number; color?: string; maxLines?: number; gap?: number }) {
  const { context } = pen;
  context.font = `${options.weight ?? 400} ${options.size}px ${FONT}`;
  context.fillStyle = options.color ?? INK;
  context.textBaseline = 'top';
  for (const line of wrap(context, text, TEXT_WIDTH, options.maxLines ?? 1)) {
    if (pen.isDrawing) context.fillText(line, PAD, pen.y);
    pen.y += Math.round(options.size * 1.3);
  }
  pen.y += options.gap ?? 6;
}

/** The QR code in device pixels: whole pixels per module, so every module is sharp and the same size. */
function drawQr(context: Context, vcard: string, x: number, y: number) {
  const matrix = createQrMatrix(vcard);
  const side = matrix.size + QR_QUIET_ZONE * 2;
  const box = QR * CARD_IMAGE_SCALE;
  const module = Math.floor(box / side);
  const left = x * CARD_IMAGE_SCALE + Math.floor((box - module * side) / 2) + QR_QUIET_ZONE * module;
  const top = y * CARD_IMAGE_SCALE + Math.floor((box - module * side) / 2) + QR_QUIET_ZONE * module;
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = '#fff';
  context.fillRect(x * CARD_IMAGE_SCALE, y * CARD_IMAGE_SCALE, box, box);
  context.fillStyle = '#000';
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) {
      if (matrix.isDark(row, column)) context.fillRect(left + column * module, top + row * module, module, module);
    }
  }
  context.restore();
}

/** Lays the card out; draws only when `pen.isDrawing`. Answers the height it needs. */
function layOut(pen: Pen, card: BusinessCard, vcard: string, badge: HTMLImageElement | null): number {
  const { context } = pen;
  if (pen.isDrawing) {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, context.canvas.width, context.canvas.height);
    context.fillStyle = NAVY;
    context.fillRect(0, 0, WIDTH, BAND);
  }
  const nameLeft = badge ? PAD * 2 + BADGE : PAD;
  if (badge && pen.isDrawing) {
    const ratio = Math.min(BADGE / badge.naturalWidth, BADGE / badge.naturalHeight) || 1;
    const width = badge.naturalWidth * ratio;
    const height = badge.naturalHeight * ratio;
    context.drawImage(badge, PAD + (BADGE - width) / 2, (BAND - height) / 2, width, height);
  }
  context.font = `700 22px ${FONT}`;
  const agencyLines = wrap(context, card.agency.name, WIDTH - nameLeft - PAD, 2);
  if (pen.isDrawing) {
    context.fillStyle = '#fff';
    context.textBaseline = 'middle';
    const first = BAND / 2 - ((agencyLines.length - 1) * 28) / 2;
    for (const [index, line] of agencyLines.entries()) context.fillText(line, nameLeft, first + index * 28);
  }

  pen.y = BAND + PAD;
  const { officer, contacts } = card;
  if (officer.name) write(pen, officer.name, { size: 30, weight: 700, color: NAVY, maxLines: 2 });
  if (officer.title) write(pen, officer.title, { size: 20, color: MUTED, maxLines: 2 });
  if (officer.officerId) write(pen, `Officer ID: ${officer.officerId}`, { size: 20, weight: 600, gap: 14 });
  for (const [label, value] of [
    ['Phone', contacts.phone],
    ['Email', contacts.email],
    ['Web', contacts.website?.replace(/^https:\/\//, '') ?? null],
    ['Address', contacts.address],
  ] as const) {
    if (value) write(pen, `${label}: ${value}`, { size: 17, maxLines: label === 'Address' ? 2 : 1 });
  }
  if (card.message) write(pen, card.message, { size: 16, color: MUTED, maxLines: 3, gap: 0 });

  const qrX = WIDTH - PAD - QR;
  const qrY = BAND + PAD;
  if (pen.isDrawing) {
    drawQr(context, vcard, qrX, qrY);
    context.font = `400 14px ${FONT}`;
    context.fillStyle = MUTED;
    context.textAlign = 'center';
    context.textBaseline = 'top';
    context.fillText('Scan to save the contact', qrX + QR / 2, qrY + QR + 8);
    context.textAlign = 'start';
  }
  return Math.max(pen.y, qrY + QR + 30) + PAD;
}

async function loadImage(source: string | null): Promise<HTMLImageElement | null> {
  if (!source) return null;
  const image = new Image();
  image.src = source;
  try {
    await image.decode();
    return image;
  } catch {
    return null;
  }
}

/** The card drawn on a canvas at 2x as a PNG: agency band with the badge, the officer, contacts and the QR code. */
export async function drawCardImage(card: BusinessCard, vcard: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images.');
  const badge = await loadImage(card.agency.badge);
  const height = layOut({ context, isDrawing: false, y: 0 }, card, vcard, badge);
  canvas.width = WIDTH * CARD_IMAGE_SCALE;
  canvas.height = height * CARD_IMAGE_SCALE;
  context.scale(CARD_IMAGE_SCALE, CARD_IMAGE_SCALE);
  layOut({ context, isDrawing: true, y: 0 }, card, vcard, badge);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))), 'image/png');
  });
}
