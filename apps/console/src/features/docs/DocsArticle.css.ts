import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

/** Below this width the heading tree goes: the page takes the whole width. */
const WIDE = 'screen and (min-width: 1100px)';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
  '@media': { [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr) 220px' } },
});

export const aside = style({ display: 'none', '@media': { [WIDE]: { display: 'block' } } });

/** The compiled Markdown: headings, paragraphs, lists, tables, quotes and code. */
export const prose = style({
  maxInlineSize: 820,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

/** A rule for elements of the compiled HTML: each selector of the comma-separated list inside the article. */
const under = (selectors: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(
    selectors
      .split(',')
      .map((selector) => `${prose} ${selector.trim()}`)
      .join(', '),
    rule,
  );

under('h1, h2, h3, h4, h5, h6', {
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
  lineHeight: vars.font.lineHeight.tight,
});
under('h1', { marginBlockStart: 0, fontSize: vars.font.size.xxl });
under('h2', {
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.xl,
});
under('h3', { fontSize: vars.font.size.lg });
under('.heading-anchor', { color: 'inherit', textDecoration: 'none' });
under('a', { color: vars.color.text.link });
under('p, ul, ol, blockquote, table, pre', { margin: `0 0 ${vars.space.md}` });
under('ul, ol', { paddingInlineStart: vars.space.xl });
under('blockquote', { paddingInlineStart: vars.space.md, borderInlineStart: `4px solid ${vars.color.border.strong}` });
under('table', { display: 'block', maxInlineSize: '100%', overflowX: 'auto', borderCollapse: 'collapse' });
under('th, td', {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.default}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
// A table's first column holds short labels (field names, steps): never broken a character a line.
under('tr > :first-child', { whiteSpace: 'nowrap' });
under('code', {
  padding: '0.1em 0.35em',
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  fontFamily: vars.font.family.mono,
  fontSize: '0.9em',
});
under('pre', {
  padding: vars.space.md,
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  lineHeight: vars.font.lineHeight.normal,
});
under('pre code', { padding: 0, background: 'none', fontSize: vars.font.size.sm });

// highlight.js classes (the highlighting is done at build time), a few colours with contrast on the sunken surface.
under('.hljs-comment, .hljs-quote', { color: '#5c6370' });
under('.hljs-keyword, .hljs-built_in, .hljs-literal, .hljs-section, .hljs-attribute', { color: '#a626a4' });
under('.hljs-string, .hljs-attr', { color: '#2b7530' });
