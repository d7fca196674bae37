import { BATCH_MESSAGES } from '@weassit/contract';
import { batchTaskInputSchema } from '@weassit/contract/schemas';
import { type MessageItemsTexts, messageEntriesError } from '../../../kit/config-list/message-items';
import type { FieldErrors } from '../../../kit/form/schema-errors';
import { type BatchTaskField, type BatchTaskFormValues, batchFormToInput } from './batch-task-form';

/*
 * Needs zod (the contract's batchTaskInputSchema): only the dialog, a chunk of its own, imports this module.
 */

/** The form field a schema issue belongs to: `taskInfo.x` is the field `x`; a variable's name is `variable.{i}`. */
function fieldOf(path: readonly PropertyKey[]): BatchTaskField | undefined {
  const [first, second, third, fourth] = path;
  if (first !== 'taskInfo') return typeof first === 'string' ? (first as BatchTaskField) : undefined;
  if (second === 'variables' && typeof third === 'number' && fourth === 'key') return `variable.${third}`;
  return typeof second === 'string' ? (second as BatchTaskField) : undefined;
}

/** The contract's first message for each field (the server checks the same schema), and an empty text's. */
export function validateBatchTaskForm(
  values: BatchTaskFormValues,
  texts: MessageItemsTexts,
): FieldErrors<BatchTaskField> {
  const errors: FieldErrors<BatchTaskField> = {};
  if (values.taskType === 'custom') {
    const contents = messageEntriesError(values.contents, texts, true);
    if (contents) errors.contents = contents;
  }
  // The schema's own rule, checked here too: its whole-task check does not run while a field fails to parse.
  if (!values.isAll && values.targets.length === 0) errors.targets = BATCH_MESSAGES.targetsRequired;
  const result = batchTaskInputSchema.safeParse(batchFormToInput(values));
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
