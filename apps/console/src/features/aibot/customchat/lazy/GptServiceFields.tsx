import {
  GPT_SERVICE_DEFAULTS,
  GPT_SERVICE_OPTIONS,
  type GptServiceType,
  OPENAI_MODELS,
  type PresetRole,
  RobotType,
} from '@weassit/contract';
import { Button, CloseIcon, ComboBox, IconButton, NumberField, PlusIcon, Select, Switch, TextField } from '@weassit/ui';
import type { FormState } from '../../../../kit/form/use-form-state';
import { format } from '../../../../lib/i18n/format';
import * as styles from './GptConfigDialog.css';
import { type GptConfigField, type GptConfigFormValues, switchService } from './gpt-config-form';
import { useGptConfigDialogMessages } from './messages';

type Form = FormState<GptConfigFormValues, GptConfigField>;

const SERVICE_ITEMS = GPT_SERVICE_OPTIONS.map((option) => ({ id: String(option.value), label: option.label }));
const MODEL_ITEMS = OPENAI_MODELS.map((model) => ({ id: model, label: model }));
/** The Select's key for "no role" (a key cannot be empty). */
const NO_ROLE = 'none';

/** AI 服务: the service, then only its own fields (key, base URL, model, bot id, agent, stream). */
export function GptServiceFields({ form }: { form: Form }) {
  const t = useGptConfigDialogMessages();
  const { values, set, patch, errorOf } = form;
  const service = GPT_SERVICE_DEFAULTS[values.robotType];
  return (
    <>
      <Select
        name="robotType"
        label={t.robotType}
        items={SERVICE_ITEMS}
        value={String(values.robotType)}
        onChange={(key) => key !== null && patch(switchService(values, Number(key) as GptServiceType))}
      />
      <TextField
        {...form.textField('token')}
        label={t.token}
        type="password"
        revealPasswordLabel={t.reveal}
        autoComplete="off"
        isRequired={values.openChat}
        maxLength={2048}
      />
      <TextField
        {...form.textField('proxyPass')}
        label={t.proxyPass}
        placeholder={service.baseUrl}
        description={format(t.proxyPassHint, { url: service.baseUrl })}
        type="url"
        maxLength={2048}
      />
      {service.hasModel && (
        <ComboBox
          name="model"
          label={t.model}
          description={t.modelHint}
          defaultItems={MODEL_ITEMS}
          allowsCustomValue
          inputValue={values.model}
          onInputChange={(model) => set('model', model)}
          onBlur={() => form.touch('model')}
          isInvalid={errorOf('model') !== undefined}
          errorMessage={errorOf('model')}
        />
      )}
      {service.needsBotId && (
        <TextField
          {...form.textField('botId')}
          label={t.botId}
          description={t.botIdHint}
          isRequired={values.openChat}
          maxLength={256}
        />
      )}
      {values.robotType === RobotType.DIFY && (
        <Switch isSelected={values.isAiAgent} onChange={(on) => set('isAiAgent', on)}>
          {t.isAiAgent}
        </Switch>
      )}
      {values.robotType === RobotType.COZE_V3 && (
        <Switch isSelected={values.stream} onChange={(on) => set('stream', on)}>
          {t.stream}
        </Switch>
      )}
    </>
  );
}

/** 角色与超时: the system prompt, a preset role, keyword-triggered roles, the time-out. */
export function GptRoleFields({ form, roles }: { form: Form; roles: readonly PresetRole[] | undefined }) {
  const t = useGptConfigDialogMessages();
  const { values, set, errorOf } = form;
  const roleItems = [
    { id: NO_ROLE, label: t.noRole },
    ...(roles ?? []).map((role) => ({ id: role.id, label: role.name })),
  ];
  // A stored role that is gone (deleted) still shows as chosen, by its id.
  if (values.promotId && !roleItems.some((item) => item.id === values.promotId)) {
    roleItems.push({ id: values.promotId, label: values.promotId });
  }
  const keywordRoles = values.keywordSystemMessages;
  const setKeywordRole = (index: number, change: Partial<(typeof keywordRoles)[number]>) =>
    set(
      'keywordSystemMessages',
      keywordRoles.map((role, at) => (at === index ? { ...role, ...change } : role)),
    );
  const keywordRolesError = errorOf('keywordSystemMessages');
  const timeoutError = errorOf('timeoutSeconds');
  return (
    <>
      <TextField
        {...form.textField('systemMessage')}
        label={t.systemMessage}
        description={t.systemMessageHint}
        multiline
        rows={3}
        maxLength={20_000}
      />
      <Select
        name="promotId"
        label={t.promotId}
        items={roleItems}
        value={values.promotId || NO_ROLE}
        onChange={(key) => key !== null && set('promotId', key === NO_ROLE ? '' : String(key))}
        placeholder={roles === undefined ? t.rolesLoading : undefined}
      />
      <fieldset className={styles.group} data-invalid={keywordRolesError ? true : undefined}>
        <legend className={styles.hint}>
          {t.keywordRoles}：{t.keywordRolesHint}
        </legend>
        {keywordRoles.length > 0 && (
          <ol className={styles.list} aria-label={t.keywordRoles}>
            {keywordRoles.map((role, index) => (
              // Rows have no id; they are only added at the end and removed by position.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className={styles.keywordRole}>
                <TextField
                  label={`${t.keywordRoleWord} ${index + 1}`}
                  value={role.keyword}
                  onChange={(keyword) => setKeywordRole(index, { keyword })}
                  onBlur={() => form.touch('keywordSystemMessages')}
                  isInvalid={keywordRolesError !== undefined && role.keyword.trim() === ''}
                  maxLength={64}
                />
                <Select
                  label={`${t.keywordRoleRole} ${index + 1}`}
                  items={roleItems.filter((item) => item.id !== NO_ROLE)}
                  value={role.promotId || null}
                  onChange={(key) => key !== null && setKeywordRole(index, { promotId: String(key) })}
                  isInvalid={keywordRolesError !== undefined && role.promotId === ''}
                />
                <IconButton
                  label={format(t.removeKeywordRole, { index: index + 1 })}
                  onPress={() =>
                    set(
                      'keywordSystemMessages',
                      keywordRoles.filter((_, at) => at !== index),
                    )
                  }
                >
                  <CloseIcon />
                </IconButton>
              </li>
            ))}
          </ol>
        )}
        {keywordRolesError && <p className={styles.error}>{keywordRolesError}</p>}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => set('keywordSystemMessages', [...keywordRoles, { keyword: '', promotId: '' }])}
          >
            <PlusIcon />
            {t.addKeywordRole}
          </Button>
        </div>
      </fieldset>
      <NumberField
        name="timeoutSeconds"
        label={t.timeout}
        description={t.timeoutHint}
        value={values.timeoutSeconds ?? Number.NaN}
        onChange={(seconds) => set('timeoutSeconds', Number.isNaN(seconds) ? null : seconds)}
        onBlur={() => form.touch('timeoutSeconds')}
        minValue={1}
        maxValue={3600}
        isInteger
        isInvalid={timeoutError !== undefined}
        errorMessage={timeoutError}
      />
    </>
  );
}
