import type { Material, MaterialType } from './MaterialPicker.types';

/** Whether a selected material is `row` (same type and id). */
export function isSameMaterial(a: Material, b: Material): boolean {
  return a.type === b.type && a.id === b.id;
}

export interface PageSelectionChange<T extends Material> {
  /** Everything selected so far, in the order it was selected (all types, all pages). */
  selected: T[];
  /** The type of the page shown. */
  type: MaterialType;
  /** The rows of the page shown. */
  rows: T[];
  /** The ids of the page's rows that are selected now (`all`: every row of the page). */
  pageSelection: Iterable<T['id']> | 'all';
  selectionMode: 'single' | 'multiple';
  /** The most materials that may be selected in all. */
  maxSelection?: number;
}

export interface PageSelectionResult<T extends Material> {
  /** The new selection: the rest of the old one, the page's choices, and the new rows that fit under the cap. */
  selected: T[];
  /** The rows the user selected that did not fit under `maxSelection` (they stay unselected). */
  rejected: T[];
}

/**
 * Applies a change of the selection on one page to the whole selection, which spans pages and types:
 * selections elsewhere are kept; the page's rows are selected or not as the table says; newly selected rows are
 * added in row order until `maxSelection` is reached, and the rest are rejected. In single mode a newly selected
 * row replaces the whole selection.
 */
export function applyPageSelection<T extends Material>({
  selected,
  type,
  rows,
  pageSelection,
  selectionMode,
  maxSelection,
}: PageSelectionChange<T>): PageSelectionResult<T> {
  const chosen = new Set<T['id']>(pageSelection === 'all' ? rows.map((row) => row.id) : pageSelection);
  const onPage = (material: T) => material.type === type && rows.some((row) => row.id === material.id);
  // The page's rows are the freshest copies of the materials they show.
  const fresh = (material: T) => rows.find((row) => row.type === material.type && row.id === material.id) ?? material;
  const kept = selected.filter((material) => !onPage(material) || chosen.has(material.id)).map(fresh);
  const added = rows.filter((row) => chosen.has(row.id) && !selected.some((material) => isSameMaterial(material, row)));

  if (selectionMode === 'single') {
    const [first] = added;
    if (first) return { selected: [first], rejected: added.slice(1) };
    return { selected: kept.slice(0, 1), rejected: [] };
  }
  const room = maxSelection === undefined ? added.length : Math.max(0, maxSelection - kept.length);
  return { selected: [...kept, ...added.slice(0, room)], rejected: added.slice(room) };
}

/** The number of selected materials of each type. */
export function countByType(selected: Material[]): Partial<Record<MaterialType, number>> {
  const counts: Partial<Record<MaterialType, number>> = {};
  for (const material of selected) counts[material.type] = (counts[material.type] ?? 0) + 1;
  return counts;
}

/** A file size for people: 856 B, 12.5 KB, 2.4 MB (a string is shown as is). */
export function formatFileSize(size: number | string | undefined): string | undefined {
  if (size === undefined || size === '') return undefined;
  if (typeof size === 'string') return size;
  if (!Number.isFinite(size) || size < 0) return undefined;
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = size;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${units[unit]}`;
}
