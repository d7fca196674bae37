import { simulateMessage, type Verdict } from '@weassit/contract';
import {
  Button,
  Checkbox,
  Form,
  FormActions,
  NameAutocomplete,
  type NameSearchFunction,
  Radio,
  RadioGroup,
  TextField,
} from '@weassit/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useMessageSummaryMessages } from '../../lib/i18n/console/kit-message-summary';
import { type RuleSimulatorMessages, useRuleSimulatorMessages } from '../../lib/i18n/console/kit-rule-simulator';
import { format } from '../../lib/i18n/format';
import { type MessageSummaryTexts, summarizeMessages } from '../config-list/message-summary';
import { focusFirstInvalid } from '../form/focus-first-invalid';
import * as styles from './RuleSimulatorPanel.css';
import {
  answeringLayer,
  earlierLayers,
  emptySimulatorValues,
  type SimulatorData,
  type SimulatorValues,
  simulatorInput,
  validateSimulator,
} from './simulator-input';

export interface RuleSimulatorPanelProps {
  /** The saved config and per-target AI configs the message is simulated against. */
  data: SimulatorData;
  /** Finds the robot's friends or groups by name for the name field; a plain text field without it. */
  search?: NameSearchFunction;
  /** The form's first values (stories, tests). */
  initial?: Partial<SimulatorValues>;
}

/** What a layer sends, in a line: its reply items summarised, or the service's description. */
function replyText(reply: Verdict['reply'], summary: MessageSummaryTexts): string | undefined {
  if (reply === undefined) return undefined;
  return typeof reply === 'string' ? reply : summarizeMessages(reply, summary);
}

/** The verdict in one sentence: who answers (and with what), or 不回复 and why. */
export function verdictSentence(verdict: Verdict, t: RuleSimulatorMessages, summary: MessageSummaryTexts): string {
  const answer = answeringLayer(verdict);
  if (!answer) return `${t.noReply}：${t.nobody}`;
  if (verdict.silent) return `${format(t.silentBy, { layer: answer.label })}：${answer.reason}`;
  const reply = replyText(answer.reply, summary);
  const head = format(t.answeredBy, { layer: answer.label });
  return reply ? `${head}，${format(t.replies, { reply })}` : head;
}

/**
 * 规则模拟: a text message from a friend or in a group (@-mentioning the robot or not) → which layer of the robot's
 * order of evaluation answers it under the saved config, with what, and why each earlier layer did not. The
 * verdict is announced (a polite live region) each time the form is submitted.
 */
export function RuleSimulatorPanel({ data, search, initial }: RuleSimulatorPanelProps) {
  const t = useRuleSimulatorMessages();
  const summary = useMessageSummaryMessages();
  const [values, setValues] = useState<SimulatorValues>({ ...emptySimulatorValues, ...initial });
  const [showErrors, setShowErrors] = useState(false);
  const [verdict, setVerdict] = useState<Verdict>();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const errors = showErrors ? validateSimulator(values) : {};
  const isRoom = values.chat === 'room';
  const set = <K extends keyof SimulatorValues>(key: K, value: SimulatorValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(validateSimulator(values)).length > 0) {
      setShowErrors(true);
      // After the render that marks the fields invalid.
      requestAnimationFrame(() => formRef.current && focusFirstInvalid(formRef.current));
      return;
    }
    setVerdict(simulateMessage(simulatorInput(values, data)));
  };

  const targetLabel = isRoom ? t.group : t.friend;
  const targetProps = {
    label: targetLabel,
    description: isRoom ? t.groupHint : t.friendHint,
    value: values.target,
    isRequired: true,
    isInvalid: errors.target === true,
    errorMessage: t.targetRequired,
  };
  const answer = verdict && answeringLayer(verdict);

  return (
    <div className={styles.panel}>
      <p className={styles.muted}>{t.intro}</p>
      <p className={styles.muted}>{t.savedNote}</p>
      <Form ref={formRef} validationBehavior="aria" onSubmit={submit}>
        <TextField
          label={t.text}
          placeholder={t.textPlaceholder}
          value={values.text}
          onChange={(text) => set('text', text)}
          isRequired
          isInvalid={errors.text === true}
          errorMessage={t.textRequired}
          maxLength={2000}
          autoFocus
        />
        <RadioGroup
          label={t.chat}
          orientation="horizontal"
          value={values.chat}
          onChange={(chat) => setValues((v) => ({ ...v, chat: chat === 'room' ? 'room' : 'private', target: '' }))}
        >
          <Radio value="private">{t.private}</Radio>
          <Radio value="room">{t.room}</Radio>
        </RadioGroup>
        <div className={styles.row}>
          {search ? (
            <NameAutocomplete
              // A new field per kind of chat: it searches friends or groups.
              key={values.chat}
              {...targetProps}
              search={search}
              searchType={isRoom ? 'room' : 'name'}
              onChange={(name) => set('target', name)}
              allowsCustomValue
              emptyText={t.searchEmpty}
              loadingLabel={t.searching}
              searchErrorMessage={t.searchFailed}
              width={240}
            />
          ) : (
            <TextField {...targetProps} onChange={(name) => set('target', name)} maxLength={200} />
          )}
          {isRoom && (
            <TextField
              label={t.sender}
              description={t.senderHint}
              value={values.sender}
              onChange={(sender) => set('sender', sender)}
              maxLength={200}
            />
          )}
        </div>
        {isRoom && (
          <Checkbox isSelected={values.mentionsRobot} onChange={(checked) => set('mentionsRobot', checked)}>
            {t.mentionsRobot}
          </Checkbox>
        )}
        <FormActions align="start">
          <Button type="submit">{t.run}</Button>
        </FormActions>
      </Form>
      <section aria-labelledby={headingId} className={styles.verdict}>
        <h3 id={headingId} className={styles.heading}>
          {t.verdictTitle}
        </h3>
        {/* Announced on each run: the verdict in one sentence. */}
        <p role="status" aria-live="polite" className={styles.verdictLine}>
          {verdict ? verdictSentence(verdict, t, summary) : ''}
        </p>
        {verdict && answer && (
          <>
            {!verdict.silent && answer.question !== undefined && (
              <p className={styles.line}>{format(t.asks, { question: answer.question })}</p>
            )}
            {answer.sideEffect && <p className={styles.line}>{format(t.sideEffect, { effect: answer.sideEffect })}</p>}
            {verdict.mentionSender && !verdict.silent && <p className={styles.muted}>{t.mentionSender}</p>}
          </>
        )}
        {verdict && <EarlierLayers verdict={verdict} t={t} />}
      </section>
    </div>
  );
}

/** Every layer tried before the verdict, in order, with its outcome and reason. */
function EarlierLayers({ verdict, t }: { verdict: Verdict; t: RuleSimulatorMessages }) {
  const earlier = earlierLayers(verdict);
  return (
    <>
      <h4 className={styles.heading}>{t.earlierTitle}</h4>
      {earlier.length === 0 ? (
        <p className={styles.muted}>{t.noEarlier}</p>
      ) : (
        <ol className={styles.layers} aria-label={t.earlierTitle}>
          {earlier.map((layer) => (
            <li key={layer.layer} className={layer.outcome === 'not-applicable' ? styles.inapplicable : undefined}>
              <strong>{layer.label}</strong>（{t.outcomes[layer.outcome] ?? layer.outcome}）：{layer.reason}
              {layer.sideEffect ? `；${format(t.sideEffect, { effect: layer.sideEffect })}` : ''}
            </li>
          ))}
        </ol>
      )}
      {verdict.answeredBy !== null && <p className={styles.muted}>{t.laterNote}</p>}
    </>
  );
}
