import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The marker every widget composes into the class of its outermost element (and of each overlay it portals:
 * popover, modal, tooltip, toast region). The package sets no page-wide rules, so what a widget needs from a
 * reset it gets here, for its own subtree only. Every rule is wrapped in `:where()` (zero specificity), so a
 * widget's own classes always win, exactly as they did over the page-wide reset these rules replace.
 */
export const widget = style({});

const subtree = `:where(${widget}, ${widget} *)`;

// Border-box sizing: widths, heights and paddings in the widgets' styles assume it.
globalStyle(`${subtree}, ${subtree}::before, ${subtree}::after`, { boxSizing: 'border-box' });

// Form controls take the widget's font and colour instead of the browser's (13.33px system-ui, black text).
globalStyle(`:where(button, input, select, textarea)${subtree}`, { font: 'inherit', color: 'inherit' });

// Widgets honour reduced motion: their entrance animations, spinners and transitions finish at once. The
// `!important` beats the widgets' own animation shorthands; it reaches nothing outside a widget.
globalStyle(`${subtree}, ${subtree}::before, ${subtree}::after`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
