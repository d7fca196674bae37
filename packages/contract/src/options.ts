/** A value with its Chinese label, for selects, radios and tables. */
export interface Option<V extends string | number = string | number> {
  readonly value: V;
  readonly label: string;
}

/** Looks up the label of `value` in `options`, or returns `fallback`. */
export function labelOf<V extends string | number>(options: readonly Option<V>[], value: V, fallback = ''): string {
  return options.find((o) => o.value === value)?.label ?? fallback;
}
