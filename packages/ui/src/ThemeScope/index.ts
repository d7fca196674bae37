export { type ThemeName, ThemeScope, type ThemeScopeProps } from './ThemeScope';
