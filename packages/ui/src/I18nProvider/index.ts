export { DEFAULT_LOCALE, I18nProvider, type I18nProviderProps } from './I18nProvider';
