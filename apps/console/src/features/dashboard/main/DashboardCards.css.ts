import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';
import { stackedList } from '../../../components/style-fragments';

export const hint = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const inlineForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  marginBlock: vars.space.sm,
});

export const noticeList = style(stackedList(vars.space.sm));

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  selectors: { '&:last-child': { borderBlockEnd: 0, paddingBlockEnd: 0 } },
});

export const noticeTime = style({ color: vars.color.text.muted, fontSize: vars.font.size.xs });

export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
});

export const stepTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
