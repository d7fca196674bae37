import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // DescriptionList's label column: room for 最近拉取配置.
  vars: { '--dl-label-width': '7em' },
});

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const name = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const qr = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});

export const qrTitle = style({ margin: 0, fontSize: vars.font.size.md });

export const hint = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });
