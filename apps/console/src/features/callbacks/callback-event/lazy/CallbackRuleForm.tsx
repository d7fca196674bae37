import { Alert, Radio, RadioGroup, Select, TextField } from '@weassit/ui';
import { useEffect, useRef, useState } from 'react';
import type { ConfigItemForm } from '../../../../kit/config-list/item-form';
import { KeywordConflictNotice } from '../../../../kit/config-list/KeywordConflictNotice';
import { KeywordMatchFields } from '../../../../kit/config-list/KeywordMatchFields';
import { ScopeFields } from '../../../../kit/config-list/ScopeFields';
import type { FormState } from '../../../../kit/form/use-form-state';
import type { Locale } from '../../../../lib/i18n/catalogues';
import { type CallbackRule, CallbackType } from '../callback-rule';
import { type CallbackEventOption, listCallbackEvents } from '../list-callback-events';
import { CallbackHelp } from './CallbackHelp';
import { CallbackParametersField } from './CallbackParametersField';
import { CallbackTestPanel } from './CallbackTestPanel';
import {
  type CallbackRuleField,
  type CallbackRuleTexts,
  type CallbackRuleValues,
  callbackRuleToForm,
  callbackRuleToItem,
  emptyCallbackRule,
  parametersOf,
  validateCallbackRule,
} from './callback-rule-form';
import { callbackFormMessages, useCallbackFormMessages } from './messages';
import { testCallback } from './test-callback';

type EventsState = { status: 'loading' } | { status: 'ready'; events: CallbackEventOption[] } | { status: 'failed' };

/** The built-in events of `GET /api/common/callapi`, asked for when the dialog first shows a type-1 rule. */
function useCallbackEvents(isNeeded: boolean): EventsState {
  const [state, setState] = useState<EventsState>({ status: 'loading' });
  const asked = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!isNeeded || asked.current) return;
    // Once per dialog: switching the type back and forth does not ask again.
    asked.current = true;
    listCallbackEvents().then(
      (events) => mounted.current && setState({ status: 'ready', events }),
      () => mounted.current && setState({ status: 'failed' }),
    );
  }, [isNeeded]);
  return state;
}

/**
 * The fields of one 回调事件 rule (dialog 9): keywords, match, scope, @; the type; for a built-in event its
 * selector, for a custom address the address, the custom parameters, 测试 and the help tables; the time-out.
 */
export function CallbackRuleForm({ form }: { form: FormState<CallbackRuleValues, CallbackRuleField> }) {
  const t = useCallbackFormMessages();
  const { values, set, errorOf } = form;
  const isBuiltIn = values.type === CallbackType.BUILT_IN;
  const events = useCallbackEvents(isBuiltIn);

  const items =
    events.status === 'ready' ? events.events.map((event) => ({ id: event.value, label: event.label })) : [];
  // A stored event the list does not have stays selectable, under its id.
  if (values.postUrl !== '' && !items.some((item) => item.id === values.postUrl)) {
    items.push({ id: values.postUrl, label: values.postUrl });
  }

  return (
    <>
      <KeywordMatchFields
        form={form}
        texts={t}
        keywordsNotice={<KeywordConflictNotice rule={values} list="callBackEvents" />}
      />
      <ScopeFields form={form} texts={t} />
      <RadioGroup
        label={t.type}
        orientation="horizontal"
        value={String(values.type)}
        onChange={(value) => set('type', Number(value) as CallbackType)}
      >
        <Radio value={String(CallbackType.CUSTOM)}>{t.typeCustom}</Radio>
        <Radio value={String(CallbackType.BUILT_IN)}>{t.typeBuiltIn}</Radio>
      </RadioGroup>
      {isBuiltIn ? (
        <>
          <Select
            name="postUrl"
            label={t.event}
            placeholder={t.eventPlaceholder}
            items={items}
            value={values.postUrl === '' ? null : values.postUrl}
            onChange={(key) => {
              if (key !== null) set('postUrl', String(key));
            }}
            onBlur={() => form.touch('postUrl')}
            isRequired
            isInvalid={errorOf('postUrl') !== undefined}
            errorMessage={errorOf('postUrl')}
          />
          {events.status === 'failed' && <Alert variant="error" title={t.eventsFailed} />}
        </>
      ) : (
        <>
          <TextField
            {...form.textField('customUrl')}
            label={t.customUrl}
            description={t.customUrlHint}
            placeholder="https://"
            type="url"
            isRequired
            maxLength={2048}
          />
          <CallbackParametersField
            value={values.moreData}
            onChange={(moreData) => set('moreData', moreData)}
            onBlur={() => form.touch('moreData')}
            errorMessage={errorOf('moreData')}
          />
        </>
      )}
      <TextField
        {...form.textField('timeout')}
        label={t.timeout}
        description={t.timeoutHint}
        inputMode="numeric"
        isRequired
        maxLength={7}
      />
      {!isBuiltIn && (
        <>
          <CallbackTestPanel
            request={{
              url: values.customUrl.trim(),
              word: values.keywords[0] ?? '',
              moreData: parametersOf(values.moreData).filter((parameter) => parameter.key !== ''),
              ...(/^\d{1,4}$/.test(values.timeout.trim()) ? { timeout: Number(values.timeout.trim()) } : {}),
            }}
            onTest={testCallback}
          />
          <CallbackHelp />
        </>
      )}
    </>
  );
}

/**
 * The 回调事件 dialog's form in `locale`: this module loads with the dialog, so none of it (nor the dialog's
 * texts) is in the list's first visit.
 */
export function callbackItemForm(locale: Locale): ConfigItemForm<CallbackRule, CallbackRuleValues, CallbackRuleField> {
  const texts: CallbackRuleTexts = callbackFormMessages[locale];
  return {
    empty: emptyCallbackRule,
    toForm: callbackRuleToForm,
    toItem: callbackRuleToItem,
    validate: (values, others) => validateCallbackRule(values, others, texts),
    render: (state) => <CallbackRuleForm form={state} />,
    size: 'lg',
    warnIncomplete: true,
  };
}
