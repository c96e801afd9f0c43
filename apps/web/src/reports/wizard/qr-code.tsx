import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

export const QR_CODE_SIZE = 200;

/** The QR code of a link as an image at the spec's size (reports.md §9: 200). */
export function QrCode({ value, label, size = QR_CODE_SIZE }: { value: string; label: string; size?: number }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' }).then((url) => isCurrent && setSource(url));
    return () => {
      isCurrent = false;
    };
  }, [value, size]);
  if (!source) return <div className="qr-code" style={{ width: size, height: size }} role="img" aria-label={label} aria-busy="true" />;
  return <img className="qr-code" src={source} width={size} height={size} alt={label} />;
}
