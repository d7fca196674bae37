import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { widget } from '../theme/widget.css';

/**
 * Text colour / subtle background / solid background of each colour variant (all pairs meet WCAG AA in both
 * themes). Brand-tinted text uses `text.link`: `brand.default` on `brand.subtle` is only 4.4:1 in the dark theme.
 */
const tones = {
  default: { fg: vars.color.text.default, subtle: vars.color.surface.sunken, solid: vars.color.text.muted },
  brand: { fg: vars.color.text.link, subtle: vars.color.brand.subtle, solid: vars.color.brand.default },
  success: { fg: vars.color.success.default, subtle: vars.color.success.subtle, solid: vars.color.success.default },
  warning: { fg: vars.color.warning.default, subtle: vars.color.warning.subtle, solid: vars.color.warning.default },
  danger: { fg: vars.color.danger.default, subtle: vars.color.danger.subtle, solid: vars.color.danger.default },
  info: { fg: vars.color.text.link, subtle: vars.color.info.subtle, solid: vars.color.info.default },
  vip: { fg: vars.color.vip.default, subtle: vars.color.vip.subtle, solid: vars.color.vip.default },
} as const;

type Tone = keyof typeof tones;
const toneNames = Object.keys(tones) as Tone[];

export const badge = recipe(
  {
    base: [
      widget,
      {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: vars.space.xxs,
        minWidth: 20,
        height: 20,
        paddingInline: vars.space.xs,
        borderRadius: vars.radius.full,
        border: '1px solid transparent',
        fontSize: vars.font.size.xs,
        fontWeight: vars.font.weight.medium,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
        fontVariantNumeric: 'tabular-nums',
      },
    ],
    variants: {
      variant: Object.fromEntries(toneNames.map((t) => [t, {}])) as Record<Tone, object>,
      appearance: { subtle: {}, solid: {}, outline: { background: 'transparent' } },
      dot: { true: { background: 'transparent', paddingInline: 0, color: vars.color.text.default }, false: {} },
    },
    compoundVariants: toneNames.flatMap((t) => [
      {
        variants: { variant: t, appearance: 'subtle' as const, dot: false },
        style: { background: tones[t].subtle, color: tones[t].fg },
      },
      {
        variants: { variant: t, appearance: 'solid' as const, dot: false },
        style: {
          background: tones[t].solid,
          color:
            t === 'danger'
              ? vars.color.danger.onDanger
              : t === 'brand'
                ? vars.color.brand.onBrand
                : vars.color.text.inverse,
        },
      },
      {
        variants: { variant: t, appearance: 'outline' as const, dot: false },
        style: { borderColor: tones[t].fg, color: tones[t].fg },
      },
    ]),
    defaultVariants: { variant: 'default', appearance: 'subtle', dot: false },
  },
  'badge',
);

/** The coloured dot of a status badge (`dot`). */
export const dot = recipe(
  {
    base: { width: 8, height: 8, borderRadius: vars.radius.full, flexShrink: 0 },
    variants: {
      variant: Object.fromEntries(toneNames.map((t) => [t, { background: tones[t].solid }])) as Record<
        Tone,
        { background: string }
      >,
    },
    defaultVariants: { variant: 'default' },
  },
  'badgeDot',
);

export const icon = style({ fontSize: '1.1em' });

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
