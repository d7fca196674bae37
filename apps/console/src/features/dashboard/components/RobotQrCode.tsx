import { useMemo } from 'react';
import { qrPath } from './qr-path';
import * as styles from './RobotQrCode.css';

export interface RobotQrCodeProps {
  /** The QR string the robot reported. */
  value: string;
  /** The image's accessible name. */
  label: string;
  /** Rendered width and height in px. */
  size?: number;
}

/** The robot's login QR code, drawn from its QR string with uqr: black on a white plate in both themes. */
export function RobotQrCode({ value, label, size = 200 }: RobotQrCodeProps) {
  const { size: modules, d } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={styles.qr}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
