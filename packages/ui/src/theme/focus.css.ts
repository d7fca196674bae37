import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The focus ring every interactive widget shows when focused by keyboard (RAC's `data-focus-visible`). */
export const focusRing: StyleRule = {
  outline: `${vars.focus.width} solid ${vars.focus.color}`,
  outlineOffset: vars.focus.offset,
};
