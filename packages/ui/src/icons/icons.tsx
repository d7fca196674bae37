import { clsx } from 'clsx';
import type { SVGProps } from 'react';
import * as styles from './Icon.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`), which is right whenever a visible or
   * `aria-label` text next to it already says what it means.
   */
  label?: string;
}

/** Builds an icon component from 24×24 stroke paths (the icons inherit size from font-size, colour from text). */
function createIcon(name: string, paths: string[]) {
  function Icon({ label, className, ...props }: IconProps) {
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; labelled ones get role="img" and aria-label
      <svg
        viewBox="0 0 24 24"
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
        focusable="false"
        {...props}
        className={clsx(styles.icon, className)}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const CloseIcon = createIcon('Close', ['M6 6l12 12', 'M18 6L6 18']);
export const CheckIcon = createIcon('Check', ['M5 12.5l4.5 4.5L19 7.5']);
export const MinusIcon = createIcon('Minus', ['M5 12h14']);
export const PlusIcon = createIcon('Plus', ['M12 5v14', 'M5 12h14']);
export const ChevronDownIcon = createIcon('ChevronDown', ['M6 9l6 6 6-6']);
export const ChevronUpIcon = createIcon('ChevronUp', ['M6 15l6-6 6 6']);
export const ChevronLeftIcon = createIcon('ChevronLeft', ['M15 6l-6 6 6 6']);
export const ChevronRightIcon = createIcon('ChevronRight', ['M9 6l6 6-6 6']);
export const SearchIcon = createIcon('Search', ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M20 20l-4-4']);
export const EyeIcon = createIcon('Eye', [
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
]);
export const EyeOffIcon = createIcon('EyeOff', [
  'M3 3l18 18',
  'M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.7 17.7 0 0 1-3.2 4.1',
  'M6.6 6.6C3.9 8.3 2 12 2 12s3.5 7 10 7c1.9 0 3.5-.6 4.9-1.4',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
]);
export const InfoIcon = createIcon('Info', ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 16v-5', 'M12 8h.01']);
export const WarningIcon = createIcon('Warning', [
  'M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  'M12 9v4',
  'M12 17h.01',
]);
export const ErrorIcon = createIcon('Error', ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M15 9l-6 6', 'M9 9l6 6']);
export const SuccessIcon = createIcon('Success', ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M8 12.5l3 3 5-6']);
export const UploadIcon = createIcon('Upload', [
  'M12 16V4',
  'M7 9l5-5 5 5',
  'M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3',
]);
export const FileIcon = createIcon('File', ['M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z', 'M14 3v5h5']);
export const MenuIcon = createIcon('Menu', ['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const LogoutIcon = createIcon('Logout', [
  'M9 21H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h4',
  'M16 17l5-5-5-5',
  'M21 12H9',
]);
export const MoreIcon = createIcon('More', ['M5 12h.01', 'M12 12h.01', 'M19 12h.01']);
export const CrownIcon = createIcon('Crown', ['M3 18h18', 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5z']);
export const HomeIcon = createIcon('Home', ['M3 11l9-8 9 8', 'M5 10v10h5v-6h4v6h5V10']);
export const ImageIcon = createIcon('Image', [
  'M4 4h16v16H4z',
  'M8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  'M20 15l-5-5L4 20',
]);

/** The icon of each status of a notice (Alert, toast). */
export const statusIcons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;
