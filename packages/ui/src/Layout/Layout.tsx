import { clsx } from 'clsx';
import { type CSSProperties, createElement, type HTMLAttributes, type Ref } from 'react';
import { type ResponsiveSpace, type Sprinkles, sprinkles } from '../theme/sprinkles.css';
import * as styles from './Layout.css';

/** The block elements a layout box may render. */
export type LayoutElement = 'div' | 'section' | 'article' | 'ul' | 'ol' | 'li';

interface LayoutBoxProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element to render. `ul`/`ol` lose their bullets and default margins; their children should be `li`
   * (`as="li"` on a nested layout box).
   * @default 'div'
   */
  as?: LayoutElement;
  /**
   * Space between the children, on the theme's spacing scale; an object or array sets it per breakpoint
   * (`{ mobile: 'sm', desktop: 'lg' }`).
   */
  gap?: ResponsiveSpace;
  /** Padding on all sides. */
  padding?: ResponsiveSpace;
  /** Padding left and right. */
  paddingX?: ResponsiveSpace;
  /** Padding top and bottom. */
  paddingY?: ResponsiveSpace;
  ref?: Ref<HTMLElement>;
}

function renderBox(
  { as = 'div', gap, padding, paddingX, paddingY, className, ...props }: LayoutBoxProps,
  atoms: Sprinkles,
  extraClass?: string,
) {
  const isList = as === 'ul' || as === 'ol';
  const classes = sprinkles({
    ...(isList ? { margin: 'none', padding: 'none' } : {}),
    gap,
    ...(padding !== undefined && { padding }),
    ...(paddingX !== undefined && { paddingX }),
    ...(paddingY !== undefined && { paddingY }),
    ...atoms,
  });
  return createElement(as, {
    ...props,
    className: clsx(styles.root, isList && styles.list, classes, extraClass, className),
  });
}

export interface StackProps extends LayoutBoxProps {
  /**
   * Space between the children.
   * @default 'md'
   */
  gap?: ResponsiveSpace;
  /**
   * Horizontal alignment of the children; `stretch` makes each one as wide as the stack.
   * @default 'stretch'
   */
  align?: Sprinkles['alignItems'];
}

/** A vertical stack of blocks with even space between them: the default layout of a form, a card or a page. */
export function Stack({ gap = 'md', align = 'stretch', ...props }: StackProps) {
  return renderBox({ ...props, gap }, { display: 'flex', flexDirection: 'column', alignItems: align });
}

export interface InlineProps extends LayoutBoxProps {
  /**
   * Space between the children (and between wrapped rows).
   * @default 'sm'
   */
  gap?: ResponsiveSpace;
  /**
   * Vertical alignment of the children in a row.
   * @default 'center'
   */
  align?: Sprinkles['alignItems'];
  /**
   * Distribution of the children along the row: `between` pushes the first and last to the edges.
   * @default 'start'
   */
  justify?: Sprinkles['justifyContent'];
  /**
   * Wrap onto more rows when the children do not fit.
   * @default true
   */
  wrap?: boolean;
}

/**
 * A horizontal row of items (buttons, tags, a label and its value) that wraps onto more rows on narrow screens.
 */
export function Inline({ gap = 'sm', align = 'center', justify = 'start', wrap = true, ...props }: InlineProps) {
  return renderBox(
    { ...props, gap },
    {
      display: 'flex',
      flexDirection: 'row',
      flexWrap: wrap ? 'wrap' : 'nowrap',
      alignItems: align,
      justifyContent: justify,
    },
  );
}

/** A number of columns for all breakpoints, or per breakpoint (each falls back to the one below). */
export type GridColumns = number | { mobile?: number; tablet?: number; desktop?: number };

export interface GridProps extends LayoutBoxProps {
  /**
   * The number of equal columns, for all breakpoints or per breakpoint (`{ mobile: 1, tablet: 2, desktop: 4 }`).
   * Ignored when `minItemWidth` is set.
   * @default 1
   */
  columns?: GridColumns;
  /**
   * The smallest width of a column (px as a number, or any CSS length): the grid fits as many columns as the
   * width allows, so it needs no breakpoints.
   */
  minItemWidth?: number | string;
  /**
   * Space between rows and columns.
   * @default 'md'
   */
  gap?: ResponsiveSpace;
}

/** `var(--x)` → `--x`, to set a vanilla-extract variable in an inline style. */
function varName(cssVar: string): string {
  return cssVar.replace(/^var\((--[^,)]+).*\)$/, '$1');
}

/** A grid of equal columns, by count per breakpoint or by the smallest column width: card lists, dashboards. */
export function Grid({ columns = 1, minItemWidth, gap = 'md', style, ...props }: GridProps) {
  const vars: Record<string, string> = {};
  if (minItemWidth !== undefined) {
    vars[varName(styles.minItemWidth)] = typeof minItemWidth === 'number' ? `${minItemWidth}px` : minItemWidth;
  } else {
    const perBreakpoint = typeof columns === 'number' ? { mobile: columns } : columns;
    for (const key of ['mobile', 'tablet', 'desktop'] as const) {
      const count = perBreakpoint[key];
      if (count !== undefined) vars[varName(styles.columns[key])] = String(count);
    }
    if (perBreakpoint.mobile === undefined) vars[varName(styles.columns.mobile)] = '1';
  }
  return renderBox(
    { ...props, gap, style: { ...vars, ...style } as CSSProperties },
    {},
    minItemWidth !== undefined ? styles.gridAuto : styles.gridColumns,
  );
}
