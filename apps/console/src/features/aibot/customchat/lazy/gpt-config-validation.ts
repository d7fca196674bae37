import { gptConfigInputSchema } from '@weassit/contract/schemas';
import type { FieldErrors } from '../../../../kit/form/schema-errors';
import { type GptConfigField, type GptConfigFormValues, gptConfigFormToInput } from './gpt-config-form';

/*
 * Needs zod (the contract's gptConfigInputSchema): only the dialog, a chunk of its own, imports this module.
 */

/** The image, speech and voice settings' fields, by the form's prefix. */
const SUB_CONFIGS: Record<string, string> = { open4vConfig: 'open4v', whisperConfig: 'whisper', ttsConfig: 'tts' };

/** The form field showing an issue at `path` of the saved config (`botConfig.token` → `token`). */
export function fieldOfPath(path: readonly PropertyKey[]): GptConfigField | undefined {
  const [top, field, sub] = path.map(String);
  if (top !== 'botConfig') return top as GptConfigField | undefined;
  if (field === 'timeoutMs') return 'timeoutSeconds';
  const prefix = field === undefined ? undefined : SUB_CONFIGS[field];
  if (prefix && sub) return `${prefix}${sub.charAt(0).toUpperCase()}${sub.slice(1)}` as GptConfigField;
  return field as GptConfigField | undefined;
}

/** The contract's first message for each field (the server checks the same schema). */
export function validateGptConfigForm(values: GptConfigFormValues): FieldErrors<GptConfigField> {
  const result = gptConfigInputSchema.safeParse(gptConfigFormToInput(values));
  const errors: FieldErrors<GptConfigField> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path);
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
