import qrcode from 'qrcode-generator';

export type ErrorCorrectionLevel = 'L' | 'M' | 'Q' | 'H';

/** A QR code's modules: `modules[row][col]` is true for a dark module. */
export interface QRMatrix {
  size: number;
  modules: boolean[][];
}

/**
 * qrcode-generator's byte mode keeps only the low byte of each UTF-16 unit, so a string is first turned into its
 * UTF-8 bytes, one per character (Chinese text then decodes correctly in every scanner).
 */
function toByteString(value: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(value)) out += String.fromCharCode(byte);
  return out;
}

/**
 * Encodes `value` (UTF-8, byte mode) at the smallest version that fits (typeNumber 0 = automatic).
 * Throws when the text is too long for a QR code at this error-correction level.
 */
export function createQRMatrix(value: string, errorCorrectionLevel: ErrorCorrectionLevel = 'M'): QRMatrix {
  const qr = qrcode(0, errorCorrectionLevel);
  qr.addData(toByteString(value), 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  const modules = Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  );
  return { size, modules };
}

/**
 * An SVG path of the dark modules, one rectangle per horizontal run, in module units offset by `margin`
 * (the quiet zone), for a viewBox of `size + 2 * margin`.
 */
export function matrixToPath({ modules }: QRMatrix, margin: number): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      const run = x - start;
      parts.push(`M${start + margin} ${y + margin}h${run}v1h-${run}z`);
    }
  });
  return parts.join('');
}
