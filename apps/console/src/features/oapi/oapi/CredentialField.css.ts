import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';
import { lineIcon } from '../../../components/style-fragments';

export const row = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
});

export const label = style({ margin: 0, color: vars.color.text.muted, fontFamily: vars.font.family.mono });

export const value = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  fontFamily: vars.font.family.mono,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'inline-flex', gap: vars.space.xxs, margin: 0 });

export const icon = style(lineIcon);
