import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';
import { stackedList } from '../../../components/style-fragments';

export const status = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const benefits = style(stackedList(vars.space.sm));

export const benefit = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const check = style({ marginBlockStart: 3, color: vars.color.success.default, flexShrink: 0 });

/** DescriptionList's label column. */
export const details = style({ vars: { '--dl-label-width': '6em' } });
