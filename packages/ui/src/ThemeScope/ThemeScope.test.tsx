import { act } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Dialog } from '../Dialog';
import { darkTheme } from '../theme/dark.css';
import { lightTheme } from '../theme/light.css';
import { ThemeScope } from './ThemeScope';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const openDialog = <Dialog title="添加素材" isOpen onOpenChange={() => {}} />;
const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;

describe('ThemeScope', () => {
  it('puts the theme class on its element', () => {
    act(() => root.render(<ThemeScope theme="dark">内容</ThemeScope>));
    expect(container.firstElementChild?.classList).toContain(darkTheme);
  });

  it('portals overlays opened inside it into a body-level element with its theme, removed on unmount', () => {
    act(() => root.render(<ThemeScope theme="dark">{openDialog}</ThemeScope>));
    const portal = dialog().closest(`.${darkTheme}`) as HTMLElement;
    expect(portal).not.toBeNull();
    expect(portal.parentElement).toBe(document.body);
    expect(container.contains(dialog())).toBe(false);

    act(() => root.render(<ThemeScope theme="light">{openDialog}</ThemeScope>));
    expect(portal.classList).toContain(lightTheme);
    expect(portal.classList).not.toContain(darkTheme);
    expect(portal.contains(dialog())).toBe(true);

    act(() => root.render(<div />));
    expect(portal.isConnected).toBe(false);
    expect(dialog()).toBeNull();
  });

  it('leaves overlays outside any ThemeScope in <body>', () => {
    act(() => root.render(openDialog));
    expect(dialog().closest(`.${darkTheme}, .${lightTheme}`)).toBeNull();
  });

  it('keeps an outer portal container, nesting its own inside it', () => {
    const outer = document.createElement('div');
    document.body.append(outer);
    act(() =>
      root.render(
        <UNSAFE_PortalProvider getContainer={() => outer}>
          <ThemeScope theme="dark">{openDialog}</ThemeScope>
        </UNSAFE_PortalProvider>,
      ),
    );
    expect(dialog().closest(`.${darkTheme}`)?.parentElement).toBe(outer);
    outer.remove();
  });
});
