import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const tree = style({
  position: 'sticky',
  insetBlockStart: vars.space.lg,
  maxBlockSize: `calc(100vh - 2 * ${vars.space.lg})`,
  overflowY: 'auto',
  fontSize: vars.font.size.sm,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

// Each level below the page's top one is indented a step.
globalStyle(`${list} ${list}`, { paddingInlineStart: 12 });

export const link = style({
  display: 'block',
  paddingBlock: 4,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: '2px solid transparent',
  color: vars.color.text.muted,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text.default },
    '&[aria-current="location"]': { color: vars.color.text.link, borderInlineStartColor: vars.color.text.link },
  },
});
