import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

// React warns about updates outside act() only where it knows a test environment is running.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface TestRoot {
  /** The test's container, in the document (focus and `requestSubmit` need it there). */
  readonly container: HTMLDivElement;
  readonly root: Root;
  /** Renders `node` inside `act`, so its effects have run when this returns. */
  render(node: ReactNode): void;
}

/**
 * A React root on a fresh container for each test of the calling file, unmounted and removed after it.
 * Call once at the top of a test file; read `container` and `root` inside the tests.
 */
export function testRoot(): TestRoot {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });
  const current = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('testRoot: read inside a test, not at import time');
    return value;
  };
  return {
    get container() {
      return current(container);
    },
    get root() {
      return current(root);
    },
    render(node) {
      act(() => current(root).render(node));
    },
  };
}
