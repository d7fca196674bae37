import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { plainIconButton, statusVariants } from '../theme/fragments.css';
import { widget } from '../theme/widget.css';

export const alert = recipe(
  {
    base: [
      widget,
      {
        display: 'flex',
        alignItems: 'flex-start',
        gap: vars.space.sm,
        padding: `${vars.space.sm} ${vars.space.md}`,
        color: vars.color.text.default,
        border: '1px solid',
        borderRadius: vars.radius.md,
        fontSize: vars.font.size.md,
        lineHeight: vars.font.lineHeight.normal,
      },
    ],
    variants: {
      variant: statusVariants((tone) => ({ background: tone.subtle, borderColor: tone.default })),
    },
    defaultVariants: { variant: 'info' },
  },
  'alert',
);

export const icon = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    // Centres the 1em icon on the first line of text.
    paddingBlock: `calc((${vars.font.lineHeight.normal} * ${vars.font.size.md} - 1em) / 2)`,
    fontSize: vars.font.size.lg,
  },
  variants: {
    variant: statusVariants((tone) => ({ color: tone.default })),
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.font.weight.bold });

export const action = style({ flexShrink: 0, alignSelf: 'center' });

export const closeButton = style({
  ...plainIconButton(24),
  marginBlock: `calc((${vars.font.lineHeight.normal} * ${vars.font.size.md} - 24px) / 2)`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default, background: vars.color.surface.hover },
    '&[data-focus-visible]': focusRing,
  },
});
