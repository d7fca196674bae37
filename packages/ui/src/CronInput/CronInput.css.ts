import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { widget } from '../theme/widget.css';

export const root = style([
  widget,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    width: '100%',
    maxWidth: 760,
    color: vars.color.text.default,
  },
]);

export const tabs = style({
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
  paddingInline: vars.space.md,
  paddingBlockStart: vars.space.xs,
});

export const panel = style({ paddingBlock: vars.space.md });

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The sentence with the parameters of the chosen mode: 从 [9] 到 [18] 时. */
export const params = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.md,
});

export const number = style({ width: 96 });

export const select = style({ minWidth: 0 });

export const specific = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const grid = recipe({
  base: {
    display: 'grid',
    gap: `${vars.space.xs} ${vars.space.sm}`,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    wide: {
      false: { gridTemplateColumns: 'repeat(auto-fill, minmax(52px, 1fr))' },
      true: { gridTemplateColumns: 'repeat(auto-fill, minmax(68px, 1fr))' },
    },
  },
  defaultVariants: { wide: false },
});

export const hint = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const hintNote = style({});

export const code = style({
  fontFamily: vars.font.family.mono,
  color: vars.color.text.default,
  background: vars.color.surface.sunken,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xxs,
});

/** The expression text box: a monospaced input. */
export const expression = style({});

globalStyle(`${expression} input`, { fontFamily: vars.font.family.mono });

export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  padding: vars.space.md,
  background: vars.color.surface.sunken,
  borderRadius: vars.radius.lg,
});

export const summaryItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const summaryLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
});

export const meaning = style({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal });

export const runs = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const noRuns = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });
