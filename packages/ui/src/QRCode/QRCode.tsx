import { clsx } from 'clsx';
import { type Ref, type SVGProps, useMemo } from 'react';
import * as styles from './QRCode.css';
import { createQRMatrix, type ErrorCorrectionLevel, matrixToPath } from './QRCode.matrix';

export interface QRCodeProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref' | 'role'> {
  /** The text to encode (a URL, a login token …), as UTF-8. */
  value: string;
  /** What the code is for, announced as the image's name (e.g. 微信登录二维码). */
  label: string;
  /**
   * Rendered width and height in CSS pixels, quiet zone included.
   * @default 160
   */
  size?: number;
  /**
   * The quiet zone around the code, in modules. Scanners want 4; 2 is usually enough on a plain white plate.
   * @default 4
   */
  margin?: number;
  /**
   * Error correction: `L` 7%, `M` 15%, `Q` 25%, `H` 30% of the code may be damaged.
   * @default 'M'
   */
  errorCorrectionLevel?: ErrorCorrectionLevel;
  ref?: Ref<SVGSVGElement>;
}

/**
 * A QR code drawn as an SVG image from qrcode-generator's module matrix: sharp at any size, black modules on a
 * white plate in both themes (what scanners need), exposed as one image named by `label`.
 */
export function QRCode({
  value,
  label,
  size = 160,
  margin = 4,
  errorCorrectionLevel = 'M',
  className,
  ...props
}: QRCodeProps) {
  const { path, extent } = useMemo(() => {
    const matrix = createQRMatrix(value, errorCorrectionLevel);
    return { path: matrixToPath(matrix, margin), extent: matrix.size + margin * 2 };
  }, [value, errorCorrectionLevel, margin]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      focusable="false"
      {...props}
      className={clsx(styles.root, className)}
    >
      <rect width={extent} height={extent} fill={styles.QR_LIGHT} />
      <path d={path} fill={styles.QR_DARK} />
    </svg>
  );
}
