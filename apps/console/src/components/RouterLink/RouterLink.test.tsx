import { act } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { testRoot } from '../../testing/test-root';
import { RouterLink } from './RouterLink';

const dom = testRoot();

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function render(path: string, markCurrent = false) {
  act(() =>
    dom.root.render(
      <MemoryRouter key={path} basename="/weassit" initialEntries={[`/weassit${path}`]}>
        <RouterLink to="/docs/faq" markCurrent={markCurrent}>
          常见问题
        </RouterLink>
        <Where />
      </MemoryRouter>,
    ),
  );
  return dom.container.querySelector('a') as HTMLAnchorElement;
}

const where = () => dom.container.querySelector('output')?.textContent;

describe('RouterLink', () => {
  it('is a real link to the address under the basename', () => {
    expect(render('/home').getAttribute('href')).toBe('/weassit/docs/faq');
  });

  it('navigates in the app on a plain click', () => {
    const link = render('/home');
    act(() => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
    expect(where()).toBe('/docs/faq');
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const link = render('/home');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    act(() => link.dispatchEvent(click));
    expect(where()).toBe('/home');
    expect(click.defaultPrevented).toBe(false);
  });

  it('marks the current page when asked to', () => {
    expect(render('/docs/faq', true).getAttribute('aria-current')).toBe('page');
    expect(render('/docs/about', true).hasAttribute('aria-current')).toBe(false);
    expect(render('/docs/faq').hasAttribute('aria-current')).toBe(false);
  });
});
