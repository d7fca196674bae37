import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { widget } from '../theme/widget.css';

const pad = { none: vars.space.none, sm: vars.space.md, md: vars.space.lg, lg: vars.space.xl } as const;
type Pad = keyof typeof pad;
const pads = Object.keys(pad) as Pad[];

export const card = recipe(
  {
    base: [
      widget,
      {
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        background: vars.color.surface.default,
        color: vars.color.text.default,
        border: `1px solid ${vars.color.border.default}`,
        borderRadius: vars.radius.lg,
      },
    ],
    variants: { shadow: { true: { boxShadow: vars.shadow.sm }, false: {} } },
    defaultVariants: { shadow: false },
  },
  'card',
);

export const header = recipe(
  {
    base: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      gap: vars.space.sm,
      minWidth: 0,
    },
    variants: {
      /** `plain`: the title sits in the card's padding; `divided`: a header bar with a rule under it. */
      kind: { plain: {}, divided: { borderBottom: `1px solid ${vars.color.border.default}` } },
      padding: Object.fromEntries(pads.map((p) => [p, {}])) as Record<Pad, object>,
    },
    compoundVariants: pads.flatMap((p) => [
      { variants: { kind: 'plain' as const, padding: p }, style: { padding: `${pad[p]} ${pad[p]} 0` } },
      {
        variants: { kind: 'divided' as const, padding: p },
        style: { paddingBlock: vars.space.md, paddingInline: p === 'none' ? vars.space.lg : pad[p] },
      },
    ]),
    defaultVariants: { kind: 'plain', padding: 'md' },
  },
  'cardHeader',
);

export const body = recipe(
  {
    base: { minWidth: 0, flex: 1 },
    variants: {
      /** What is above the body: nothing, a plain header (less space on top) or a divided header bar. */
      after: { none: {}, plain: {}, divided: {} },
      padding: Object.fromEntries(pads.map((p) => [p, { padding: pad[p] }])) as Record<Pad, { padding: string }>,
    },
    // Under a plain header the title's own padding already separates it from the body.
    compoundVariants: pads
      .filter((p) => p !== 'none')
      .map((p) => ({ variants: { after: 'plain' as const, padding: p }, style: { paddingBlockStart: vars.space.sm } })),
    defaultVariants: { after: 'none', padding: 'md' },
  },
  'cardBody',
);

export const title = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});

/** InfoCard's title: smaller, with a brand accent bar before it. */
export const infoTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  '::before': {
    content: '""',
    width: 3,
    height: '1em',
    borderRadius: vars.radius.full,
    background: vars.color.brand.default,
  },
});

export const extra = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});
