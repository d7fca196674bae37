import { DEFAULTS, SCOPE_OPTIONS, type Scope } from '@weassit/contract';
import { InfoCard, type NameSearchFunction, NameTagPicker, Radio, RadioGroup } from '@weassit/ui';
import { clsx } from 'clsx';
import * as styles from '../../../../kit/config-record/ConfigRecordForm.css';
import { type ConfigForm, configFields } from './config-fields';
import { useConfigFormMessages } from './messages';

/** 基础设置: the default reply, where and when the robot answers, and the mini program cards it parses. */
export function BasicSection({ form, searchRooms }: { form: ConfigForm; searchRooms: NameSearchFunction }) {
  const t = useConfigFormMessages();
  const f = t.fields;
  const { values, set, errorOf } = form;
  const { text, number, toggle, toggle01 } = configFields(form, t);
  return (
    <InfoCard headingLevel={2} title={t.sections.basic}>
      <div className={styles.fields}>
        {text('defaultReply', f.defaultReply, { wide: true })}
        <RadioGroup
          label={f.botScope}
          orientation="horizontal"
          value={values.botScope}
          onChange={(value) => set('botScope', value as Scope)}
        >
          {SCOPE_OPTIONS.map((option) => (
            <Radio key={option.value} value={option.value}>
              {option.label}
            </Radio>
          ))}
        </RadioGroup>
        {number('preventLength', f.preventLength, 0, 1_000_000)}
        {text('preventWords', f.preventWords, { description: f.preventWordsHint, multiline: true })}
        <div className={clsx(styles.switches, styles.wide)}>
          {toggle('autoReply', f.autoReply)}
          {toggle01('roomAt', f.roomAt)}
          {toggle01('friendNoReplyInRoom', f.friendNoReplyInRoom)}
          {toggle('ignoreRoomMentionAll', f.ignoreRoomMentionAll)}
          {toggle('showQuestion', f.showQuestion)}
          {toggle('openRecord', f.openRecord)}
          {toggle('parseMini', f.parseMini)}
        </div>
        {values.parseMini && (
          <NameTagPicker
            label={f.parseMiniRooms}
            description={f.parseMiniRoomsHint}
            search={searchRooms}
            searchType="room"
            allowsCustomValue
            value={values.parseMiniRooms}
            onChange={(rooms) => set('parseMiniRooms', rooms)}
            maxLength={256}
            maxTags={500}
            isInvalid={errorOf('parseMiniRooms') !== undefined}
            errorMessage={errorOf('parseMiniRooms')}
            className={styles.wide}
          />
        )}
        {text('puppetType', f.puppetType, { description: f.puppetTypeHint, placeholder: DEFAULTS.puppetType })}
      </div>
    </InfoCard>
  );
}
