import { globalStyle, style } from '@vanilla-extract/css';
import { groupInput, inputGroup } from '../Field/Field.css';
import { vars } from '../theme/contract.css';

/** The field: label, the box of tags and input, description, error. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});

/** The bordered box: the tags, then the input, wrapping onto more lines as tags are added. */
export const box = style([
  inputGroup,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.xs,
    cursor: 'text',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
]);

/** The TagGroup wrapper takes no room of its own: the list of tags sits in the box's flow. */
export const tagGroup = style({ display: 'contents' });

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  outline: 'none',
  cursor: 'default',
});

/** The input after the tags: it takes the rest of the line, or a line of its own when little is left. */
export const input = style([
  groupInput,
  {
    flex: '1 1 6em',
    minWidth: '6em',
    minHeight: 28,
    paddingInline: vars.space.xs,
  },
]);

/** A spinner (or button) after the input. */
export const trailing = style({ display: 'inline-flex', alignItems: 'center', color: vars.color.text.muted });

// On the sunken background of a read-only or disabled box, tags keep the plain surface so they stand out.
globalStyle(`${box}:is([data-readonly], [data-disabled]) ${tagList} [role="row"]`, {
  background: vars.color.surface.default,
});
