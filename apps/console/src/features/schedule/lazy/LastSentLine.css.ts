import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

/** A quiet line under the task's next runs. */
export const line = style({ display: 'block', fontSize: vars.font.size.sm, color: vars.color.text.muted });

/** Its link in the line's colour, underlined (told apart by more than colour, and readable in both themes). */
export const link = style({ color: 'inherit', textDecoration: 'underline' });
