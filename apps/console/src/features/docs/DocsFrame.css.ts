import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@weassit/ui/css';

export const frame = style({ minHeight: '100vh', background: vars.color.surface.page });
// One focus ring for every link and field of the docs (menu, header, search, heading tree, pages).
globalStyle(`${frame} :is(a, input, pre, table):focus-visible`, focusRing);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.default,
});

export const cta = style({
  color: vars.color.text.link,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const brand = style({
  marginInlineEnd: 'auto',
  color: vars.color.text.default,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  textDecoration: 'none',
});

export const body = style({
  display: 'flex',
  '@media': { 'screen and (max-width: 767px)': { flexDirection: 'column' } },
});

export const menu = style({
  flex: '0 0 220px',
  padding: vars.space.md,
  borderInlineEnd: `1px solid ${vars.color.border.default}`,
  '@media': {
    'screen and (max-width: 767px)': {
      flexBasis: 'auto',
      borderInlineEnd: 'none',
      borderBlockEnd: `1px solid ${vars.color.border.default}`,
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  '@media': { 'screen and (max-width: 767px)': { flexDirection: 'row', flexWrap: 'wrap' } },
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&[aria-current="page"]': { background: vars.color.brand.subtle, color: vars.color.text.link },
  },
});

export const content = style({ flex: '1 1 auto', minWidth: 0 });
