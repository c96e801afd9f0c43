import { create } from 'qrcode';
import { useMemo } from 'react';

/** The quiet zone around the symbol, in modules (ISO/IEC 18004 asks for four). */
export const QR_QUIET_ZONE = 4;
/** Above this many bytes the QR drops to error correction L, so it keeps fewer, larger modules. */
const DENSE_BYTES = 400;

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  isDark: (row: number, column: number) => boolean;
}

/** The QR symbol of `text` (UTF-8 bytes): the modules the screen and the PNG draw. */
export function createQrMatrix(text: string): QrMatrix {
  const bytes = new TextEncoder().encode(text).length;
  const { modules } = create(text, { errorCorrectionLevel: bytes > DENSE_BYTES ? 'L' : 'M' });
  return { size: modules.size, isDark: (row, column) => modules.get(row, column) === 1 };
}

/** One SVG path of every dark module, in module units with the quiet zone added. */
export function qrPath({ size, isDark }: QrMatrix): string {
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (isDark(row, column)) parts.push(`M${column + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`);
    }
  }
  return parts.join('');
}

/**
 * The QR code as SVG: sharp at any size, dark on white whatever the theme, and one image with a name for
 * screen readers (the text it holds is offered beside it).
 */
export function CardQr({ text, label }: { text: string; label: string }) {
  const matrix = useMemo(() => createQrMatrix(text), [text]);
  const side = matrix.size + QR_QUIET_ZONE * 2;
  return (
    <svg
      className="business-card-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  );
}
