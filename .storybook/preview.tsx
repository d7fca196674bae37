import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { configure } from 'storybook/test';
// The widgets' page-wide reset is opt-in; the console uses it, so Storybook shows the widgets as the console does.
import '../packages/ui/src/reset.css';
import '../packages/ui/src/theme/light.css';
import { darkTheme } from '../packages/ui/src/theme/dark.css';

// A story's `findBy…` and `waitFor` give up after 5 s rather than testing-library's 1 s: the test-runner runs two
// Chromium workers on a two-core machine, and a lazily loaded dialog can take longer than 1 s to appear there.
configure({ asyncUtilTimeout: 5000 });

// The test-runner re-checks every story with axe in the dark theme through this handle (test-runner.ts).
(globalThis as unknown as { __weassitDarkTheme: string }).__weassitDarkTheme = darkTheme;

// The toolbar's theme switch puts the dark theme's class on <html>, as a host app would.
const withTheme: Decorator = (Story, { globals }) => {
  document.documentElement.classList.toggle(darkTheme, globals.theme === 'dark');
  return (
    <I18nProvider locale="zh-CN">
      <Story />
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: '主题',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // 'error' makes every axe violation fail the story's test in the test-runner.
    a11y: { test: 'error' },
  },
};

export default preview;
