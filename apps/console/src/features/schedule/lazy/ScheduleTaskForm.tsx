import { BATCH_CONTENTS_MAX, BATCH_MESSAGES, BATCH_NEWS_NUM_MAX, NEWS_CHANNELS } from '@weassit/contract';
import {
  Alert,
  NameAutocomplete,
  type NameSearchFunction,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  TextField,
} from '@weassit/ui';
import { useState } from 'react';
import type { ConfigItemForm } from '../../../kit/config-list/item-form';
import { MessageItemsField } from '../../../kit/config-list/MessageItemsField';
import type { FormState } from '../../../kit/form/use-form-state';
import { format } from '../../../lib/i18n/format';
import { searchTargets } from '../schedule-targets';
import { isTargetMissing, type RobotTargets, type ScheduleKind, type ScheduleTask } from '../schedule-task';
import type { ScheduleTaskMessages } from '../schedule-task-messages';
import { RobotCronField } from './RobotCronField';
import {
  emptyScheduleTask,
  type ScheduleTaskField,
  type ScheduleTaskTexts,
  type ScheduleTaskValues,
  scheduleTaskToForm,
  scheduleTaskToItem,
  validateScheduleTask,
} from './schedule-task-form';

type Texts = ScheduleTaskMessages;

/** The news categories as the category select lists them. */
const CATEGORY_ITEMS = NEWS_CHANNELS.map((channel) => ({ id: channel.colid, label: channel.name }));

export interface ScheduleTaskFormProps {
  kind: ScheduleKind;
  form: FormState<ScheduleTaskValues, ScheduleTaskField>;
  texts: Texts;
  /** The robot's friends and groups, when known: a target not among them is flagged. */
  targets: RobotTargets | undefined;
}

/**
 * The fields of one scheduled task: the target, the time (cron with its next runs), then the kind's own: the
 * date and texts (每日说, 倒计时), the messages (素材定时发送), or the category and count (新闻资讯).
 */
export function ScheduleTaskForm({ kind, form, texts: t, targets }: ScheduleTaskFormProps) {
  const { values, set, patch, touch, errorOf } = form;
  // While the name is being typed it is a partial name: flag it once the field is left.
  const [isTyping, setTyping] = useState(false);
  const search: NameSearchFunction = ({ word }) => searchTargets(values.type, word);
  const task: ScheduleTask = {
    type: values.type,
    roomName: values.type === 'room' ? values.name : undefined,
    name: values.type === 'contact' ? values.name : undefined,
    wxid: values.wxid || undefined,
  };
  const missing = !isTyping && values.name.trim() !== '' && isTargetMissing(task, targets, kind);
  const kindWord = values.type === 'room' ? t.room : t.contact;

  return (
    <>
      <RadioGroup
        label={t.targetType}
        orientation="horizontal"
        value={values.type}
        onChange={(type) => patch({ type: type === 'room' ? 'room' : 'contact', name: '', wxid: '' })}
      >
        <Radio value="contact">{t.contact}</Radio>
        <Radio value="room">{t.room}</Radio>
      </RadioGroup>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: listens to the field's focus as it bubbles; takes no input itself */}
      <div onFocus={() => setTyping(true)} onBlur={() => setTyping(false)}>
        <NameAutocomplete
          key={values.type}
          name="name"
          label={t.targetName}
          description={t.targetHint}
          search={search}
          searchType={values.type === 'room' ? 'room' : 'name'}
          value={values.name}
          onChange={(name, option) => {
            patch({ name, wxid: option?.id === undefined ? '' : String(option.id) });
            touch('name');
          }}
          allowsCustomValue
          isRequired
          isInvalid={errorOf('name') !== undefined}
          errorMessage={errorOf('name')}
          emptyText={t.targetSearchEmpty}
          loadingLabel={t.targetSearching}
          searchErrorMessage={t.targetSearchFailed}
        />
      </div>
      {missing && (
        <Alert variant="warning" role="status">
          {format(t.targetMissing, { name: values.name.trim(), kind: kindWord })}
        </Alert>
      )}
      <RobotCronField
        name="date"
        label={t.cron}
        description={t.cronHint}
        nextRunsLabel={t.nextRuns}
        noRunsText={t.noRuns}
        value={values.date}
        onChange={(cron) => {
          set('date', cron);
          touch('date');
        }}
        errorMessage={errorOf('date')}
      />
      {'memorialDay' in t && (
        <TextField
          {...form.textField('memorialDay')}
          label={t.memorialDay}
          description={t.memorialDayHint}
          placeholder="2026-05-20"
          isRequired
          maxLength={10}
        />
      )}
      {kind === 'custom' && 'contents' in t && (
        <MessageItemsField
          label={t.contents}
          description={format(t.contentsHint, { max: BATCH_CONTENTS_MAX })}
          value={values.contents}
          onChange={(contents) => set('contents', contents)}
          onBlur={() => touch('contents')}
          errorMessage={errorOf('contents')}
          maxItems={BATCH_CONTENTS_MAX}
          isRequired
        />
      )}
      {kind === 'news' && 'category' in t && (
        <>
          <Select
            name="sortId"
            label={t.category}
            placeholder={t.categoryPlaceholder}
            items={CATEGORY_ITEMS}
            value={values.sortId}
            onChange={(key) => {
              if (key !== null) set('sortId', Number(key));
              touch('sortId');
            }}
            onBlur={() => touch('sortId')}
            isRequired
            isInvalid={errorOf('sortId') !== undefined}
            errorMessage={errorOf('sortId')}
          />
          <NumberField
            name="num"
            label={t.num}
            description={format(t.numHint, { max: BATCH_NEWS_NUM_MAX })}
            value={values.num ?? Number.NaN}
            onChange={(num) => set('num', Number.isNaN(num) ? null : num)}
            onBlur={() => touch('num')}
            minValue={1}
            maxValue={BATCH_NEWS_NUM_MAX}
            isInteger
            isRequired
            isInvalid={errorOf('num') !== undefined}
            errorMessage={errorOf('num')}
          />
        </>
      )}
      {kind === 'day' && 'city' in t && (
        <TextField {...form.textField('city')} label={t.city} description={t.cityHint} isRequired maxLength={64} />
      )}
      {kind === 'countdown' && 'prefix' in t && (
        <>
          <TextField
            {...form.textField('prefix')}
            label={t.prefix}
            description={t.prefixHint}
            isRequired
            maxLength={100}
          />
          <TextField {...form.textField('suffix')} label={t.suffix} description={t.suffixHint} maxLength={100} />
        </>
      )}
      {kind !== 'custom' && (
        <TextField
          {...form.textField('endWord')}
          label={t.endWord}
          description={t.endWordHint}
          multiline
          maxLength={500}
        />
      )}
    </>
  );
}

/** The dialog loads the fields (autocomplete, cron generator) on demand. */
export default ScheduleTaskForm;

/** The add/edit dialog's form of a scheduled task of `kind`; this module loads with the dialog. */
export function scheduleItemForm(
  kind: ScheduleKind,
  texts: Texts,
  targets: RobotTargets | undefined,
): ConfigItemForm<ScheduleTask, ScheduleTaskValues, ScheduleTaskField> {
  // The contract's words for what the schema also checks (a message list, a count).
  const checks: ScheduleTaskTexts = {
    ...texts,
    contentsRequired: BATCH_MESSAGES.contentsRequired,
    numInvalid: BATCH_MESSAGES.numInvalid,
  };
  return {
    empty: () => emptyScheduleTask(kind),
    toForm: (item) => scheduleTaskToForm(item, kind),
    toItem: (values, original) => scheduleTaskToItem(kind, values, original),
    validate: (values) => validateScheduleTask(kind, values, checks),
    render: (state) => <ScheduleTaskForm kind={kind} form={state} texts={texts} targets={targets} />,
    size: 'lg',
  };
}
