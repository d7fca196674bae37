import { rssFeedInputSchema } from '@weassit/contract/schemas';
import type { FieldErrors } from '../../../../kit/form/schema-errors';
import { type RssField, type RssFormValues, rssFormToInput } from './rss-form';

/*
 * Needs zod (the contract's rssFeedInputSchema): only the dialog, a chunk of its own, imports this module.
 */

/** The contract's first message for each field (the server checks the same schema). */
export function validateRssForm(values: RssFormValues): FieldErrors<RssField> {
  const result = rssFeedInputSchema.safeParse(rssFormToInput(values));
  const errors: FieldErrors<RssField> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as RssField | undefined;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
