import { style } from '@vanilla-extract/css';

/** Holds the pagination's place (its 28px buttons) while its chunk loads, so nothing below it moves. */
export const placeholder = style({ minHeight: 28 });
