// The bench page: mounts TargetPicker with COUNT generated friends and measures, with performance.now() inside
// the page, (1) mount time: from just before createRoot().render to the first paint in which option rows exist,
// and (2) filter time: from the moment the debounced search fires (onSearchChange, called in the debounce
// timer just before the filter runs) to the paint of the filtered list. run.mjs drives it through
// window.__bench and types into the search box with Playwright.
import { createRoot } from 'react-dom/client';
import { type TargetOption, TargetPicker } from '../src/TargetPicker';
import { buildSearchIndex, filterOptions } from '../src/TargetPicker/TargetPicker.logic';
import '../src/reset.css';
import '../src/theme/light.css';

const COUNT = Number(new URLSearchParams(location.search).get('count') ?? 100_000);

const surnames = '张王李赵刘陈杨黄周吴徐孙马朱胡郭何林罗高';
const givenNames = '伟芳娜敏静磊洋艳勇军杰娟涛明超秀霞平刚桂';
const aliases = ['客服', '售后', 'VIP', '老客户', '同事', '供应商', ''];

/** The same deterministic friends as the stories: wxid_000000, wxid_000001, … */
function generateFriends(count: number): TargetOption[] {
  const list = new Array<TargetOption>(count);
  for (let i = 0; i < count; i++) {
    const name = `${surnames[i % 20]}${givenNames[(i * 7) % 20]}${givenNames[(i * 13) % 20]}`;
    const tag = aliases[i % 7];
    const alias = tag ? `${tag}${name}` : undefined;
    list[i] = { id: `wxid_${String(i).padStart(6, '0')}`, name, alias, label: alias ?? name, value: name };
  }
  return list;
}

// The data exists before mounting, as it would after the API call: its generation is not part of mount time.
const options = generateFriends(COUNT);

/** Resolves with performance.now() when the DOM first satisfies `ready()` (React's commit: a MutationObserver
 * callback runs as a microtask right after the mutations). */
function committedWhen(ready: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    if (ready()) {
      resolve(performance.now());
      return;
    }
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

/** Resolves with performance.now() just after the browser has painted the frame in which `ready()` holds. */
function paintedWhen(ready: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const frame = () => {
      if (!ready()) {
        requestAnimationFrame(frame);
        return;
      }
      // rAF runs before the frame's style, layout and paint; a message posted from it is handled after them.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  });
}

const rows = () => document.querySelectorAll('[role="option"]').length;
/** The number of results the rendered list says it has (every option carries aria-setsize). */
const firstRow = () => document.querySelector('[role="option"]');
const setSize = () => Number(firstRow()?.getAttribute('aria-setsize') ?? -1);

/** What the picker should show for `query` (count and first match): a naive filter, run outside the measured time. */
function expected(query: string): { count: number; first: string | undefined } {
  const q = query.trim().toLowerCase();
  let count = 0;
  let first: string | undefined;
  for (const o of options) {
    if (
      !q ||
      o.name.toLowerCase().includes(q) ||
      o.alias?.toLowerCase().includes(q) ||
      o.id.toLowerCase().includes(q)
    ) {
      count++;
      first ??= o.id;
    }
  }
  return { count, first };
}

let onFire: ((query: string, at: number) => void) | null = null;

function App() {
  return (
    <TargetPicker
      label="通知对象"
      options={options}
      onSearchChange={(query) => {
        // Called inside the debounce timer, right before the picker sets the query and React filters.
        onFire?.(query, performance.now());
      }}
    />
  );
}

const bench = {
  count: COUNT,
  mount: null as Promise<{ mountMs: number; commitMs: number; rows: number }> | null,
  /** Call before typing `query`: resolves once the filtered list is painted. */
  filter(query: string): Promise<{ filterMs: number; commitMs: number; rows: number; results: number }> {
    const { count, first } = expected(query);
    return new Promise((resolve) => {
      onFire = (fired, firedAt) => {
        if (fired !== query) return;
        onFire = null;
        // Done when the list shows the top of the new results: every option carries aria-setsize (the result
        // count) and the first row is the first match. With no results the list is replaced by a message.
        const ready = () =>
          count === 0
            ? rows() === 0
            : setSize() === count && first !== undefined && !!firstRow()?.textContent?.includes(first);
        void Promise.all([committedWhen(ready), paintedWhen(ready)]).then(([committedAt, paintedAt]) =>
          resolve({ filterMs: paintedAt - firedAt, commitMs: committedAt - firedAt, rows: rows(), results: count }),
        );
      };
    });
  },
  /** The pure work alone, for reference: building the search index (done when the browser is idle after
   * mount, or on the first search) and filtering it (ms). */
  pure(queries: string[]) {
    const t0 = performance.now();
    const index = buildSearchIndex(options);
    const indexMs = performance.now() - t0;
    const filterMs = queries.map((q) => {
      const t = performance.now();
      filterOptions(index, q);
      return performance.now() - t;
    });
    return { indexMs, filterMs };
  },
  rows,
};
(window as unknown as { __bench: typeof bench }).__bench = bench;

const container = document.getElementById('root') as HTMLElement;
// run.mjs starts Chromium with --expose-gc: collect the generator's garbage now, so that mount time is the
// picker's own work rather than a collection of the bench's data generation.
(window as unknown as { gc?: () => void }).gc?.();
const start = performance.now();
createRoot(container).render(<App />);
bench.mount = Promise.all([committedWhen(() => rows() > 0), paintedWhen(() => rows() > 0)]).then(
  ([committedAt, paintedAt]) => ({ mountMs: paintedAt - start, commitMs: committedAt - start, rows: rows() }),
);
