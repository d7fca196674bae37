import {
  CALLBACK_REQUEST_FIELDS,
  DEFAULTS,
  isHttpUrl,
  MatchType as Match,
  type MatchType,
  Scope,
} from '@weassit/contract';
import { type KeywordRule, keywordErrors, keywordsOf } from '../../../../kit/config-list/keyword-rule';
import type { FieldErrors } from '../../../../kit/form/use-form-state';
import { format } from '../../../../lib/i18n/format';
import { type CallbackParameter, type CallbackRule, CallbackType } from '../callback-rule';

/* A 回调事件 rule in its dialog: the form's values, the mappers and the checks (loaded with the dialog). */

/** One custom parameter row; `id` keys the row while it is edited (never stored). */
export interface CallbackParameterRow {
  id: string;
  name: string;
  value: string;
}

export interface CallbackRuleValues {
  keywords: string[];
  reg: MatchType;
  scope: Scope;
  needAt: boolean;
  type: CallbackType;
  /** The built-in event (type 1). */
  postUrl: string;
  /** The custom address (type 100). */
  customUrl: string;
  /** Seconds, as typed. */
  timeout: string;
  moreData: CallbackParameterRow[];
}
export type CallbackRuleField =
  | 'keywords'
  | 'reg'
  | 'scope'
  | 'needAt'
  | 'type'
  | 'postUrl'
  | 'customUrl'
  | 'timeout'
  | 'moreData';

export interface CallbackRuleTexts {
  keywordsRequired: string;
  keywordUsed: string;
  eventRequired: string;
  addressRequired: string;
  addressFormat: string;
  timeoutInvalid: string;
  parameterNameRequired: string;
  parameterDuplicate: string;
  parameterReserved: string;
}

let rowSeed = 0;
export const newParameterRow = (name = '', value = ''): CallbackParameterRow => {
  rowSeed += 1;
  return { id: `parameter-${rowSeed}`, name, value };
};

/** A new rule: a custom address (spec §3), with the defaults of spec §9. */
export const emptyCallbackRule = (): CallbackRuleValues => ({
  keywords: [],
  reg: DEFAULTS.callbackReg,
  scope: DEFAULTS.callbackScope,
  needAt: DEFAULTS.callbackNeedAt === 1,
  type: CallbackType.CUSTOM,
  postUrl: '',
  customUrl: '',
  timeout: String(DEFAULTS.callbackTimeoutSeconds),
  moreData: [],
});

const scopeOf = (scope: unknown): Scope => (scope === Scope.ROOM || scope === Scope.FRIEND ? scope : Scope.ALL);

export function callbackRuleToForm(rule: CallbackRule): CallbackRuleValues {
  const parameters: CallbackParameter[] = Array.isArray(rule.moreData) ? rule.moreData : [];
  return {
    keywords: [...keywordsOf(rule)],
    reg: rule.reg === Match.EXACT ? Match.EXACT : Match.FUZZY,
    scope: scopeOf(rule.scope),
    // The robot asks for an @ when needAt is absent too; only 0 turns it off.
    needAt: rule.needAt !== 0,
    type: rule.type === CallbackType.BUILT_IN ? CallbackType.BUILT_IN : CallbackType.CUSTOM,
    postUrl: rule.postUrl ?? '',
    customUrl: rule.customUrl ?? '',
    timeout: String(rule.timeout ?? DEFAULTS.callbackTimeoutSeconds),
    moreData: parameters.map((p) => newParameterRow(p.key ?? p.name ?? '', p.value ?? '')),
  };
}

/** The rows that say something: a row left entirely empty is dropped. */
const filledRows = (rows: readonly CallbackParameterRow[]) =>
  rows.filter((row) => row.name.trim() !== '' || row.value !== '');

/** The custom parameters as the robot reads them (`key`, `value`). */
export const parametersOf = (rows: readonly CallbackParameterRow[]) =>
  filledRows(rows).map((row) => ({ key: row.name.trim(), value: row.value }));

const isWholeNumber = (text: string) => /^\d{1,7}$/.test(text.trim());

/**
 * The rule to store: the target of its type only (an address typed before switching to a built-in event is not
 * kept), the parameters as `{key, value}`; the fields this form does not show stay as they were.
 */
export function callbackRuleToItem(values: CallbackRuleValues, original?: CallbackRule): CallbackRule {
  const { postUrl: _post, customUrl: _custom, ...kept } = original ?? {};
  const item: CallbackRule = {
    ...kept,
    keywords: values.keywords.map((word) => word.trim()).filter(Boolean),
    reg: values.reg,
    scope: values.scope,
    needAt: values.needAt ? 1 : 0,
    type: values.type,
    timeout: isWholeNumber(values.timeout) ? Number(values.timeout.trim()) : Number.NaN,
    moreData: parametersOf(values.moreData),
  };
  if (values.type === CallbackType.BUILT_IN) item.postUrl = values.postUrl;
  else item.customUrl = values.customUrl.trim();
  return item;
}

function parameterError(rows: readonly CallbackParameterRow[], texts: CallbackRuleTexts): string | undefined {
  const seen = new Set<string>();
  for (const row of filledRows(rows)) {
    const name = row.name.trim();
    if (name === '') return texts.parameterNameRequired;
    if ((CALLBACK_REQUEST_FIELDS as readonly string[]).includes(name)) return format(texts.parameterReserved, { name });
    if (seen.has(name)) return format(texts.parameterDuplicate, { name });
    seen.add(name);
  }
  return undefined;
}

/**
 * What the schema cannot know (spec §5 "Callback event form"): keywords (none another rule has), the event of a
 * built-in rule, an http(s) address for a custom one, a whole number of seconds, named parameters.
 */
export function validateCallbackRule(
  values: CallbackRuleValues,
  others: readonly KeywordRule[],
  texts: CallbackRuleTexts,
): FieldErrors<CallbackRuleField> {
  const errors: FieldErrors<CallbackRuleField> = {};
  const keywords = keywordErrors(values.keywords, others, texts);
  if (keywords) errors.keywords = keywords;
  if (values.type === CallbackType.BUILT_IN) {
    if (values.postUrl === '') errors.postUrl = texts.eventRequired;
  } else {
    const address = values.customUrl.trim();
    if (address === '') errors.customUrl = texts.addressRequired;
    else if (!isHttpUrl(address)) errors.customUrl = texts.addressFormat;
  }
  if (!isWholeNumber(values.timeout)) errors.timeout = texts.timeoutInvalid;
  const parameters = parameterError(values.moreData, texts);
  if (parameters) errors.moreData = parameters;
  return errors;
}
