import {
  type GptTarget,
  RSS_INTERVAL_OPTIONS,
  type RssFeed,
  type RssFeedInput,
  type RssTestRequest,
  type RssTestResult,
  TargetKind,
} from '@weassit/contract';
import { Form, Radio, RadioGroup, Select, type TargetOption, TextField } from '@weassit/ui';
import { useState } from 'react';
import { RobotTargetsField } from '../../../../components/RobotTargetsField/RobotTargetsField';
import { FormDialog } from '../../../../kit/form/FormDialog';
import { useFormState } from '../../../../kit/form/use-form-state';
import { useRssMessages } from '../messages';
import * as styles from './RssFeedDialog.css';
import { RssTestPanel } from './RssTestPanel';
import {
  emptyRssForm,
  type RssField,
  type RssFormValues,
  rssFeedToForm,
  rssFormToInput,
  switchRssKind,
} from './rss-form';
import { validateRssForm } from './rss-validation';

export interface RssFeedDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Editing (保存) rather than adding (添加). */
  isEditing: boolean;
  /** The edited feed; undefined when adding. */
  feed?: RssFeed;
  isLoading?: boolean;
  isSaving?: boolean;
  /** Called with a valid feed to save. */
  onSubmit: (input: RssFeedInput) => void;
  /** The robot's groups or friends, for the target picker. */
  loadTargets: (kind: TargetKind) => Promise<TargetOption[]>;
  /** 测试订阅 through the server. */
  onTest: (request: RssTestRequest) => Promise<RssTestResult>;
}

const INTERVAL_ITEMS = RSS_INTERVAL_OPTIONS.map((option) => ({ id: option.value, label: option.label }));

/**
 * The add/edit RSS推送 dialog: address (with 测试订阅), 群/好友 and the targets, refresh interval, link card or
 * text with its extras. Checked with the contract's rssFeedInputSchema (a field on blur, everything on submit,
 * the first invalid field takes focus). The list loads it lazily, with zod.
 */
export default function RssFeedDialog({
  isOpen,
  onOpenChange,
  isEditing,
  feed,
  isLoading = false,
  isSaving = false,
  onSubmit,
  loadTargets,
  onTest,
}: RssFeedDialogProps) {
  const t = useRssMessages();
  return (
    <FormDialog
      title={isEditing ? t.editTitle : t.addTitle}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      confirmLabel={isEditing ? t.submitEdit : t.submitAdd}
      isSaving={isSaving}
      isLoading={isLoading}
      loadingLabel={t.loading}
    >
      {(formId) => (
        <RssFeedForm id={formId} feed={feed} onSubmit={onSubmit} loadTargets={loadTargets} onTest={onTest} />
      )}
    </FormDialog>
  );
}

interface RssFeedFormProps {
  id: string;
  feed?: RssFeed;
  onSubmit: (input: RssFeedInput) => void;
  loadTargets: (kind: TargetKind) => Promise<TargetOption[]>;
  onTest: (request: RssTestRequest) => Promise<RssTestResult>;
}

function RssFeedForm({ id, feed, onSubmit, loadTargets, onTest }: RssFeedFormProps) {
  const t = useRssMessages();
  const [initial] = useState(() => (feed ? rssFeedToForm(feed) : emptyRssForm()));
  const form = useFormState<RssFormValues, RssField>({
    initial,
    validate: validateRssForm,
    onSubmit: (values) => onSubmit(rssFormToInput(values)),
  });
  const { values, set, patch, errorOf } = form;

  return (
    <Form id={id} {...form.formProps} className={styles.form}>
      <div className={styles.column}>
        <TextField
          {...form.textField('rssUrl')}
          label={t.rssUrl}
          description={t.rssUrlHint}
          isRequired
          inputMode="url"
        />
        <RssTestPanel rssUrl={values.rssUrl} onTest={onTest} />
      </div>
      <RadioGroup
        label={t.type}
        orientation="horizontal"
        value={values.type}
        onChange={(type) => patch(switchRssKind(type as TargetKind))}
      >
        <Radio value={TargetKind.ROOM}>{t.room}</Radio>
        <Radio value={TargetKind.CONTACT}>{t.contact}</Radio>
      </RadioGroup>
      <RobotTargetsField
        kind={values.type}
        loadTargets={loadTargets}
        label={t.targets}
        description={t.targetsHint}
        value={values.targets}
        onChange={(targets: GptTarget[]) => {
          set('targets', targets);
          form.touch('targets');
        }}
        errorMessage={errorOf('targets')}
      />
      <Select
        name="updateTime"
        label={t.updateTime}
        description={t.updateTimeHint}
        items={INTERVAL_ITEMS}
        value={values.updateTime}
        onChange={(key) => key !== null && set('updateTime', String(key))}
        isInvalid={errorOf('updateTime') !== undefined}
        errorMessage={errorOf('updateTime')}
      />
      <RadioGroup
        label={t.show}
        orientation="horizontal"
        value={values.showLink ? 'link' : 'text'}
        onChange={(show) => set('showLink', show === 'link')}
        description={values.showLink ? t.showLinkHint : t.showTextHint}
      >
        <Radio value="link">{t.linkCard}</Radio>
        <Radio value="text">{t.text}</Radio>
      </RadioGroup>
      {values.showLink ? (
        <TextField {...form.textField('thumbUrl')} label={t.thumbUrl} description={t.thumbUrlHint} inputMode="url" />
      ) : (
        <>
          <TextField {...form.textField('prefixWord')} label={t.prefixWord} description={t.prefixWordHint} />
          <TextField {...form.textField('suffixWord')} label={t.suffixWord} description={t.suffixWordHint} />
        </>
      )}
    </Form>
  );
}
