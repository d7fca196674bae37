/** Theme values that do not change between light and dark. */
export const baseTokens = {
  focus: { width: '2px', offset: '2px' },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radius: { sm: '4px', md: '6px', lg: '10px', full: '9999px' },
  font: {
    family: {
      // Chinese first: macOS, then Noto/WenQuanYi on Linux, then Windows, then the system UI fonts.
      body: '"PingFang SC", "Noto Sans SC", "Noto Sans CJK SC", "Microsoft YaHei", "WenQuanYi Micro Hei", "Hiragino Sans GB", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    },
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
    weight: { regular: '400', medium: '500', bold: '600' },
    // Han characters have no ascenders or descenders to lean on: they read better with more leading.
    lineHeight: { tight: '1.3', normal: '1.6', relaxed: '1.8' },
  },
  motion: { duration: { fast: '120ms', normal: '200ms' }, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
};
