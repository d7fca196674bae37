import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { baseTokens } from './tokens';

/**
 * The dark theme: put this class on any element (usually `<html>`) and everything inside it turns dark.
 */
export const darkTheme = createTheme(vars, {
  ...baseTokens,
  color: {
    brand: { default: '#5b8def', hover: '#7aa3f2', active: '#9ab9f5', subtle: '#17223a', onBrand: '#0b1220' },
    danger: { default: '#f07171', hover: '#f38e8e', active: '#f6abab', subtle: '#3a1d1d', onDanger: '#0b1220' },
    success: { default: '#4cc27a', subtle: '#16301f' },
    warning: { default: '#e8a73c', subtle: '#33260f' },
    info: { default: '#5b8def', subtle: '#17223a' },
    vip: { default: '#e7b94f', subtle: '#332813' },
    text: { default: '#e6edf3', muted: '#a3aeb9', disabled: '#6e7781', inverse: '#0b1220', link: '#7aa3f2' },
    surface: {
      page: '#0d1117',
      default: '#161b22',
      raised: '#1c2330',
      sunken: '#0b0f14',
      hover: '#222a36',
      overlay: 'rgba(0, 0, 0, 0.6)',
    },
    border: { default: '#30363d', strong: '#6e7781' },
  },
  focus: { ...baseTokens.focus, color: '#7aa3f2' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
});
