/** Each field's message to show, by field name. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

interface SafeParseLike {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/** Maps a zod safeParse result to the first message per top-level field (`path[0]`). */
export function schemaErrors<F extends string>(result: SafeParseLike): FieldErrors<F> {
  const errors: Record<string, string> = {};
  if (result.success || !result.error) return errors as FieldErrors<F>;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<F>;
}
