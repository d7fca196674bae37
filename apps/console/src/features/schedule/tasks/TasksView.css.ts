import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const cron = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm });

export const content = style({ whiteSpace: 'pre-wrap', wordBreak: 'break-word' });
