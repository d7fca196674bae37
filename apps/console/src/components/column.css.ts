import { styleVariants } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

/**
 * A vertical stack of blocks. Not @weassit/ui's Stack: its stylesheet is shared with Grid, whose column counts
 * are CSS variables set inline, which tests/package/console-build.test.ts reports as undefined (a false positive
 * reported with issue 8); use Stack again once that check knows inline variables.
 */
export const column = styleVariants({
  md: { display: 'flex', flexDirection: 'column', gap: vars.space.md },
  lg: { display: 'flex', flexDirection: 'column', gap: vars.space.lg },
});
