import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { widget } from '../theme/widget.css';

/**
 * A QR code is a machine-read image, not themed UI: scanners need dark modules on a light plate, so these two
 * colours deliberately stay the same in every theme (the theme contract has no colour that is light in the dark
 * theme). This is the one place @weassit/ui uses raw colours.
 */
export const QR_DARK = '#000000';
export const QR_LIGHT = '#ffffff';

export const root = style([
  widget,
  {
    display: 'inline-block',
    flexShrink: 0,
    maxWidth: '100%',
    height: 'auto',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.default}`,
    background: QR_LIGHT,
    // Keep the plate white and the modules black in Windows' forced-colours mode too.
    forcedColorAdjust: 'none',
  },
]);
