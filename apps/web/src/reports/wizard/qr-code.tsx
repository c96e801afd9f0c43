import { toString as qrToSvg } from 'qrcode';
import { useEffect, useState } from 'react';

export const QR_CODE_SIZE = 200;

/** The QR code of a link, drawn as SVG at the spec's size (reports.md §9: 200). */
export function QrCode({ value, label, size = QR_CODE_SIZE }: { value: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    qrToSvg(value, { type: 'svg', width: size, margin: 1, errorCorrectionLevel: 'M' }).then((markup) => isCurrent && setSvg(markup));
    return () => {
      isCurrent = false;
    };
  }, [value, size]);
  if (!svg) return <div className="qr-code" style={{ width: size, height: size }} role="img" aria-label={label} aria-busy="true" />;
  // The markup is generated locally by the qrcode library from our own link, not from user input.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG produced by qrcode from a URL we built.
  return (
    <div
      className="qr-code"
      style={{ width: size, height: size }}
      role="img"
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
