import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { widget } from '../theme/widget.css';

export const root = style([
  widget,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    width: '100%',
    minWidth: 0,
    color: vars.color.text.default,
  },
]);

export const search = style({ maxWidth: 320 });

export const panel = style({ paddingBlockStart: vars.space.md });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const table = style({});

export const empty = style({ paddingBlock: vars.space.md });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 32,
});

export const count = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

/** The number of selected materials of a type, after the tab's name. */
export const tabCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 18,
  height: 18,
  marginInlineStart: vars.space.xs,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brand.onBrand,
  background: vars.color.brand.default,
});

export const nameCell = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const name = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const muted = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const;

/** 文字: a chat bubble with a tail; the text inside is clamped to three lines. */
export const bubble = style([
  widget,
  {
    position: 'relative',
    alignSelf: 'flex-start',
    width: 'fit-content',
    maxWidth: 360,
    margin: 0,
    marginInlineStart: 6,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
    background: vars.color.brand.subtle,
    borderRadius: vars.radius.md,
    selectors: {
      '&::before': {
        content: '""',
        position: 'absolute',
        insetInlineStart: -6,
        insetBlockStart: 10,
        borderBlock: '6px solid transparent',
        borderInlineEnd: `6px solid ${vars.color.brand.subtle}`,
      },
    },
  },
]);

export const bubbleText = style({ ...clamp(3), whiteSpace: 'pre-line' });

/** The shared frame of the file, link and mini-program cards. */
const card = {
  display: 'flex',
  alignSelf: 'flex-start',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: 300,
  padding: vars.space.sm,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
} as const;

/** 文件: the name, type and size, and a file badge. */
export const fileCard = style([widget, { ...card, flexDirection: 'row', alignItems: 'center', gap: vars.space.sm }]);

export const fileText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const fileName = style({ ...clamp(2), color: vars.color.text.default });

export const fileIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.sm,
  fontSize: 11,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
  color: vars.color.brand.onBrand,
  background: vars.color.brand.default,
});

export const cardTitle = style({ ...clamp(2), fontWeight: vars.font.weight.medium, color: vars.color.text.default });

/** H5链接: title, then description beside a square thumbnail. */
export const linkCard = style([widget, card]);

export const linkBody = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const linkDescription = style({ ...clamp(3), flex: 1, minWidth: 0, color: vars.color.text.muted });

export const linkThumb = style({
  display: 'block',
  maxWidth: '100%',
  flexShrink: 0,
  width: 48,
  height: 48,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

/** 小程序: icon and title, a 5:4 picture, and the 小程序 footer. */
export const miniCard = style([widget, { ...card, maxWidth: 240 }]);

export const miniHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const miniIcon = style({
  display: 'block',
  maxWidth: '100%',
  flexShrink: 0,
  width: 20,
  height: 20,
  objectFit: 'cover',
  borderRadius: vars.radius.full,
});

export const miniThumb = style({
  display: 'block',
  maxWidth: '100%',
  width: '100%',
  aspectRatio: '5 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const miniFooter = style({
  paddingBlockStart: vars.space.xxs,
  borderTop: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
});

export const thumbPlaceholder = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.text.muted,
  background: vars.color.surface.sunken,
});
