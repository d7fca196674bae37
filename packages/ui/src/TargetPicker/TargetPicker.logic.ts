/**
 * The pure logic of TargetPicker: the search index, the filter, typeahead and the selection updates. Kept apart
 * from React so it is unit-tested on its own and stays fast for 100 000 options (plain loops, strings
 * lower-cased once per option list).
 */

/** A friend or a group the picker offers. */
export interface TargetOption {
  /** The wxid: unique, and what `selectedIds` holds. */
  id: string;
  /** The short text of this target in the selected tags (usually the alias when there is one, else the name). */
  label: string;
  /** What the caller stores for this target (e.g. the name a robot rule matches); passed through untouched. */
  value: string;
  /** A friend's nickname, or a group's topic. */
  name: string;
  /** A friend's alias (备注名); shown after the name. Groups have none. */
  alias?: string;
}

/** The options with one lower-cased search text each (name, alias and id), built once per option list. */
export interface SearchIndex {
  options: readonly TargetOption[];
  /** `haystacks[i]` is what the filter searches for `options[i]`. */
  haystacks: readonly string[];
}

/** Builds the search index in one pass (one lower-casing per option; memoise it on the option list). */
export function buildSearchIndex(options: readonly TargetOption[]): SearchIndex {
  const haystacks = new Array<string>(options.length);
  for (let i = 0; i < options.length; i++) {
    const option = options[i] as TargetOption;
    // \u0000 keeps a query from matching across the joins; lower-casing the joined text yields one flat string.
    haystacks[i] = `${option.name}\u0000${option.alias ?? ''}\u0000${option.id}`.toLowerCase();
  }
  return { options, haystacks };
}

/** Normalises what was typed in the search box: trimmed and lower-cased. */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

/**
 * The options whose name, alias or id contains `query` (case-insensitive), in their original order. An empty
 * query returns `index.options` itself (no copy), so the unfiltered list costs nothing.
 */
export function filterOptions(index: SearchIndex, query: string): readonly TargetOption[] {
  const q = normalizeQuery(query);
  if (!q) return index.options;
  const { options, haystacks } = index;
  const matches: TargetOption[] = [];
  for (let i = 0; i < haystacks.length; i++) {
    if ((haystacks[i] as string).includes(q)) matches.push(options[i] as TargetOption);
  }
  return matches;
}

const startsWithIgnoringCase = (text: string | undefined, search: string) =>
  text !== undefined && text.length >= search.length && text.slice(0, search.length).toLowerCase() === search;

/**
 * The index of the first option at or after `from` (wrapping round to the start) whose name or alias starts with
 * `search` (already lower-cased), or -1.
 */
export function findTypeaheadMatch(options: readonly TargetOption[], search: string, from: number): number {
  const count = options.length;
  if (!search || count === 0) return -1;
  const start = ((from % count) + count) % count;
  for (let step = 0; step < count; step++) {
    const i = (start + step) % count;
    const option = options[i] as TargetOption;
    if (startsWithIgnoringCase(option.name, search) || startsWithIgnoringCase(option.alias, search)) return i;
  }
  return -1;
}

/** Typed characters collected while the user types quickly, as listboxes do for type-to-select. */
export interface TypeaheadBuffer {
  text: string;
  /** When the last character was typed (ms). */
  time: number;
}

/** How long a pause (ms) starts a new typeahead search. */
export const TYPEAHEAD_TIMEOUT = 500;

/**
 * Adds a typed character to the typeahead buffer and says where the search starts: a new search (or the same
 * letter again, to cycle through the options starting with it) starts after the active option; a longer
 * search keeps matching from the active option itself.
 */
export function typeaheadStep(
  buffer: TypeaheadBuffer | null,
  char: string,
  now: number,
  activeIndex: number,
): { buffer: TypeaheadBuffer; search: string; from: number } {
  const c = char.toLowerCase();
  const previous = buffer && now - buffer.time <= TYPEAHEAD_TIMEOUT ? buffer.text : '';
  const text = previous + c;
  // "aaa" cycles through the options starting with "a" rather than looking for "aaa".
  const repeated = [...text].every((ch) => ch === c);
  const search = repeated ? c : text;
  const from = repeated || previous === '' ? activeIndex + 1 : activeIndex;
  return { buffer: { text, time: now }, search, from };
}

/** The selection after toggling `id`: multiple mode adds or removes it; single mode selects it alone or none. */
export function toggleSelection(
  selected: readonly string[],
  id: string,
  mode: 'single' | 'multiple',
  isSelected = selected.includes(id),
): string[] {
  if (mode === 'single') return isSelected ? [] : [id];
  return isSelected ? selected.filter((s) => s !== id) : [...selected, id];
}

/** The selection plus every id of `matching` not yet in it, in order (select all matching). */
export function selectAllMatching(
  selected: readonly string[],
  selectedSet: ReadonlySet<string>,
  matching: readonly TargetOption[],
): string[] {
  const next = selected.slice();
  for (let i = 0; i < matching.length; i++) {
    const id = (matching[i] as TargetOption).id;
    if (!selectedSet.has(id)) next.push(id);
  }
  return next;
}

/** The selection without `removed`. */
export function removeFromSelection(selected: readonly string[], removed: ReadonlySet<string>): string[] {
  return selected.filter((id) => !removed.has(id));
}
