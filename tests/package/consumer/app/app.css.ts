import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

// The host's own stylesheet, on the package's theme tokens.
export const hostPanel = style({ padding: vars.space.lg, color: vars.color.brand.default });
