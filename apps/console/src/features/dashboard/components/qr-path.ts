import { encode } from 'uqr';

/** An encoded QR code as one SVG path: `size` modules square (quiet zone included), dark modules drawn. */
export interface QrPath {
  size: number;
  d: string;
}

/**
 * Encodes `text` with uqr (error correction M, a 2-module quiet zone) and draws each row's runs of dark modules
 * as rectangles of one path, so the code stays sharp at any size.
 */
export function qrPath(text: string): QrPath {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { size, d: parts.join('') };
}
