import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { breakpoints } from '../theme/sprinkles.css';

/** The page: the same padding on every page of the console, a little less on phones. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  color: vars.color.text.default,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { padding: vars.space.xl },
  },
});

/** Breadcrumb, then the title row. */
export const top = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

/** Title and description on the start side, the actions on the end side (under them on a narrow screen). */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  minWidth: 0,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 16em',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});
