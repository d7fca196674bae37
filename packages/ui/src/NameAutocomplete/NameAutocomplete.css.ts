import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** An option: the name, then the remark name (备注) in muted text. */
export const option = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  minWidth: 0,
});

export const optionName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const optionAlias = style({
  flexShrink: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

/** The text of the list when a search failed. */
export const searchError = style({ color: vars.color.danger.default });

/** The spinner after the picker's input. */
export const spinner = style({ color: vars.color.text.muted, marginInlineEnd: vars.space.xs });

/** The picker's combobox inside the tag box: the input and its spinner take the rest of the line. */
export const pickerCombo = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 6em',
  minWidth: '6em',
});
