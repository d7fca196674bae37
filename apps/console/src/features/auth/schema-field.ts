/** The part of a zod schema this helper needs (the console does not depend on zod itself). */
interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } };
}

/**
 * The message of the first rule `value` breaks, or null: lets a form field use a @weassit/contract schema
 * field (e.g. `signupSchema.shape.password`), so the console and the server say the same thing.
 */
export function schemaFieldError(schema: FieldSchema, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

/**
 * A form's field builder over a contract object schema's `shape`: `field('email')` gives a TextField the field's
 * `name` and a `validate` that checks it with the schema's own rule, so the name the form submits and the rule
 * it is checked by cannot drift apart.
 */
export function schemaFields<Name extends string>(shape: Record<Name, FieldSchema>) {
  return (name: Name) => ({
    name,
    validate: (value: string) => schemaFieldError(shape[name], value),
  });
}
