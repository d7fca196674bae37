import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@weassit/ui/css';

const WIDE = 'screen and (min-width: 768px)';
/** The content column: readable line lengths, and margins down to a 360 px phone. */
const column = style({ maxInlineSize: 1080, marginInline: 'auto', paddingInline: vars.space.md });

export const page = style({ minHeight: '100vh', background: vars.color.surface.page, color: vars.color.text.default });
// One focus ring for every link of the page.
globalStyle(`${page} a:focus-visible`, focusRing);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.default,
});

export const brand = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  color: vars.color.text.default,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.text.link } },
});

/** What the navbar's entry and the hero's two links share: a link drawn as a button. */
const button = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
});

const brandButton = style([
  button,
  {
    background: vars.color.brand.default,
    color: vars.color.brand.onBrand,
    selectors: { '&:hover': { background: vars.color.brand.hover } },
  },
]);

export const navCta = brandButton;

export const hero = style([column, { paddingBlock: `${vars.space.xxl} ${vars.space.xl}`, textAlign: 'center' }]);

export const headline = style({
  margin: 0,
  fontSize: 'clamp(2rem, 8vw, 3rem)',
  lineHeight: vars.font.lineHeight.tight,
});

export const tagline = style({
  maxInlineSize: 640,
  margin: `${vars.space.md} auto`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.lg} 0 0`,
});

const large = style({ padding: `${vars.space.sm} ${vars.space.lg}` });

export const primary = style([brandButton, large]);

export const secondary = style([
  button,
  large,
  {
    border: `1px solid ${vars.color.border.strong}`,
    background: vars.color.surface.default,
    color: vars.color.text.default,
    selectors: { '&:hover': { background: vars.color.surface.hover } },
  },
]);

export const section = style([column, { paddingBlock: vars.space.xl, lineHeight: vars.font.lineHeight.relaxed }]);
globalStyle(`${section} h2`, { margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.size.xxl });
globalStyle(`${section} h3`, { margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.lg });
globalStyle(`${section} p`, { margin: `0 0 ${vars.space.sm}` });

export const featureList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  padding: 0,
  listStyle: 'none',
});

export const feature = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'center',
  '@media': { [WIDE]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const shot = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
});

export const card = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
});
globalStyle(`${card} p`, { margin: 0 });

export const command = style({
  margin: `0 0 ${vars.space.sm}`,
  padding: vars.space.md,
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  fontFamily: vars.font.family.mono,
});

export const textLink = style({ color: vars.color.text.link });

export const footer = style([
  column,
  {
    paddingBlock: vars.space.lg,
    borderBlockStart: `1px solid ${vars.color.border.default}`,
    color: vars.color.text.muted,
    fontSize: vars.font.size.sm,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  },
]);
globalStyle(`${footer} p`, { margin: 0 });
