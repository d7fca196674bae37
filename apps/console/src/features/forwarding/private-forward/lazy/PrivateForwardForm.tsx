import { NameAutocomplete, NameTagPicker, Radio, RadioGroup } from '@weassit/ui';
import type { ConfigItemForm } from '../../../../kit/config-list/item-form';
import type { FormState } from '../../../../kit/form/use-form-state';
import type { Locale } from '../../../../lib/i18n/catalogues';
import { searchRobotNames } from '../../../../lib/search-robot-names';
import { PRIVATE_FORWARD_MODES, PrivateForwardMode, type PrivateForwardRule } from '../forward-rule';
import {
  emptyPrivateForward,
  type PrivateForwardField,
  type PrivateForwardValues,
  privateForwardToForm,
  privateForwardToItem,
  validatePrivateForward,
} from './forward-rule-form';
import { forwardFormMessages, useForwardFormMessages } from './messages';

/**
 * The fields of one 指定用户转发 rule (dialog 3): the user (a friend's nickname), what is forwarded, and the groups
 * (by name) and friends (by nickname) it goes to; the robot finds each by that name.
 */
export function PrivateForwardForm({ form }: { form: FormState<PrivateForwardValues, PrivateForwardField> }) {
  const t = useForwardFormMessages();
  const { values, set, touch, errorOf } = form;
  const searchTexts = { emptyText: t.searchEmpty, loadingLabel: t.searching, searchErrorMessage: t.searchFailed };
  return (
    <>
      <NameAutocomplete
        name="name"
        label={t.name}
        description={t.nameHint}
        search={searchRobotNames}
        searchType="name"
        value={values.name}
        onChange={(name) => {
          set('name', name);
          touch('name');
        }}
        allowsCustomValue
        isRequired
        isInvalid={errorOf('name') !== undefined}
        errorMessage={errorOf('name')}
        autoFocus
        {...searchTexts}
      />
      <RadioGroup
        label={t.forwardMode}
        orientation="horizontal"
        value={String(values.type)}
        onChange={(value) =>
          set('type', Number(value) === PrivateForwardMode.ALL ? PrivateForwardMode.ALL : PrivateForwardMode.TEXT)
        }
      >
        {PRIVATE_FORWARD_MODES.map((option) => (
          <Radio key={option.value} value={String(option.value)}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      <NameTagPicker
        label={t.rooms}
        description={t.roomsHint}
        search={searchRobotNames}
        searchType="room"
        allowsCustomValue
        value={values.rooms}
        onChange={(rooms) => {
          set('rooms', rooms);
          touch('rooms');
        }}
        maxLength={256}
        maxTags={500}
        isInvalid={errorOf('rooms') !== undefined}
        errorMessage={errorOf('rooms')}
        {...searchTexts}
      />
      <NameTagPicker
        label={t.contacts}
        description={t.contactsHint}
        search={searchRobotNames}
        searchType="name"
        allowsCustomValue
        value={values.contacts}
        onChange={(contacts) => {
          set('contacts', contacts);
          touch('rooms');
        }}
        maxLength={256}
        maxTags={500}
        {...searchTexts}
      />
    </>
  );
}

/** The 指定用户转发 dialog's form: this module loads with the dialog, so none of it is in the list's first visit. */
export function privateForwardItemForm(
  locale: Locale,
): ConfigItemForm<PrivateForwardRule, PrivateForwardValues, PrivateForwardField> {
  const texts = forwardFormMessages(locale);
  return {
    empty: emptyPrivateForward,
    toForm: privateForwardToForm,
    toItem: privateForwardToItem,
    validate: (values) => validatePrivateForward(values, texts),
    render: (state) => <PrivateForwardForm form={state} />,
    size: 'lg',
    warnIncomplete: true,
  };
}
