import {
  IMAGE_RECOGNITION_OPTIONS,
  OPENAI_VOICE_OPTIONS,
  type Option,
  TEXT_TO_SPEECH_OPTIONS,
} from '@weassit/contract';
import { Select, Switch, TextField } from '@weassit/ui';
import type { ReactNode } from 'react';
import type { FormState } from '../../../../kit/form/use-form-state';
import * as styles from './GptConfigDialog.css';
import {
  DEFAULT_OPENAI_VOICE,
  type GptConfigField,
  type GptConfigFormValues,
  type ImageRecognitionType,
  type TextToSpeechType,
} from './gpt-config-form';
import { useGptConfigDialogMessages } from './messages';

type Form = FormState<GptConfigFormValues, GptConfigField>;
type Toggle = 'open4v' | 'openWhisper' | 'openTTS';

const items = (options: readonly Option[]) =>
  options.map((option) => ({ id: String(option.value), label: option.label }));
const VISION_ITEMS = items(IMAGE_RECOGNITION_OPTIONS);
const SPEECH_ITEMS = items(TEXT_TO_SPEECH_OPTIONS);
const VOICE_ITEMS = items(OPENAI_VOICE_OPTIONS);
/** OpenAI's text to speech: its six voices to choose from; the other services take a voice id as text. */
const OPENAI_TTS = 6;

/** One extra ability: its switch and, while it is on, its settings. */
function Ability({
  form,
  toggle,
  label,
  children,
}: {
  form: Form;
  toggle: Toggle;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.group}>
      <Switch isSelected={form.values[toggle]} onChange={(on) => form.set(toggle, on)}>
        {label}
      </Switch>
      {form.values[toggle] && children}
    </div>
  );
}

/** A service's key, masked with a reveal button. */
function SecretField({ form, field, label }: { form: Form; field: GptConfigField & `${string}Token`; label: string }) {
  const t = useGptConfigDialogMessages();
  return (
    <TextField
      {...form.textField(field)}
      label={label}
      type="password"
      revealPasswordLabel={t.reveal}
      autoComplete="off"
      maxLength={2048}
    />
  );
}

/** 增强: image recognition, speech to text and text to speech, each a switch and, when on, its settings. */
export function GptEnhanceFields({ form }: { form: Form }) {
  const t = useGptConfigDialogMessages();
  const { values, set, patch } = form;
  const changeSpeechService = (key: string | number | null) => {
    const ttsType = Number(key) as TextToSpeechType;
    // OpenAI's voice names mean nothing to the other services (nor the reverse).
    if (key !== null && ttsType !== values.ttsType) {
      patch({ ttsType, ttsVoice: ttsType === OPENAI_TTS ? DEFAULT_OPENAI_VOICE : '' });
    }
  };
  return (
    <>
      <Ability form={form} toggle="open4v" label={t.open4v}>
        <Select
          label={t.open4vType}
          items={VISION_ITEMS}
          value={String(values.open4vType)}
          onChange={(key) => key !== null && set('open4vType', Number(key) as ImageRecognitionType)}
        />
        <div className={styles.pair}>
          <TextField {...form.textField('open4vBaseUrl')} label={t.open4vBaseUrl} type="url" maxLength={2048} />
          <SecretField form={form} field="open4vToken" label={t.open4vToken} />
        </div>
      </Ability>
      <Ability form={form} toggle="openWhisper" label={t.openWhisper}>
        <div className={styles.pair}>
          <TextField {...form.textField('whisperBaseUrl')} label={t.whisperBaseUrl} type="url" maxLength={2048} />
          <SecretField form={form} field="whisperToken" label={t.whisperToken} />
        </div>
      </Ability>
      <Ability form={form} toggle="openTTS" label={t.openTTS}>
        <Select label={t.ttsType} items={SPEECH_ITEMS} value={String(values.ttsType)} onChange={changeSpeechService} />
        <div className={styles.pair}>
          <SecretField form={form} field="ttsToken" label={t.ttsToken} />
          {values.ttsType === OPENAI_TTS ? (
            <Select
              label={t.ttsVoice}
              items={VOICE_ITEMS}
              value={values.ttsVoice || DEFAULT_OPENAI_VOICE}
              onChange={(key) => key !== null && set('ttsVoice', String(key))}
            />
          ) : (
            <TextField
              {...form.textField('ttsVoice')}
              label={t.ttsVoice}
              description={t.ttsVoiceHint}
              maxLength={128}
            />
          )}
        </div>
      </Ability>
    </>
  );
}
