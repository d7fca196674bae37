import { useLocale } from 'react-aria-components';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NumberField } from '../NumberField';
import { I18nProvider } from './I18nProvider';

function ShowLocale() {
  const { locale, direction } = useLocale();
  return <output>{`${locale} ${direction}`}</output>;
}

describe('I18nProvider', () => {
  it('sets zh-CN by default, on the server as in the browser', () => {
    expect(
      renderToString(
        <I18nProvider>
          <ShowLocale />
        </I18nProvider>,
      ),
    ).toContain('zh-CN ltr');
  });

  it('takes another locale, with its direction', () => {
    expect(
      renderToString(
        <I18nProvider locale="ar-EG">
          <ShowLocale />
        </I18nProvider>,
      ),
    ).toContain('ar-EG rtl');
  });

  it('reaches the widgets: a NumberField formats its value in the locale', () => {
    const field = (locale?: string) =>
      renderToString(
        <I18nProvider locale={locale}>
          <NumberField label="金额" defaultValue={1234.5} formatOptions={{ style: 'currency', currency: 'CNY' }} />
        </I18nProvider>,
      );
    expect(field()).toContain('¥1,234.50');
    expect(field('de-DE')).toContain('1.234,50');
  });
});
