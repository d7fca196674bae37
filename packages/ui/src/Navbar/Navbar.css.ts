import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { widget } from '../theme/widget.css';

export const root = style([
  widget,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.lg,
    minHeight: 56,
    paddingInline: vars.space.lg,
    background: vars.color.surface.default,
    borderBlockEnd: `1px solid ${vars.color.border.default}`,
    color: vars.color.text.default,
    selectors: {
      '&[data-sticky]': { position: 'sticky', insetBlockStart: 0, zIndex: 10, boxShadow: vars.shadow.sm },
    },
  },
]);

const slot = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const start = style([slot, { flex: '1 1 auto' }]);

export const center = style([slot, { flex: '0 1 auto', justifyContent: 'center' }]);

export const end = style([slot, { flex: '0 0 auto', marginInlineStart: 'auto', justifyContent: 'flex-end' }]);
