import { InfoCard, TagInput } from '@weassit/ui';
import { clsx } from 'clsx';
import { MessageItemsField } from '../../../../kit/config-list/MessageItemsField';
import * as styles from '../../../../kit/config-record/ConfigRecordForm.css';
import { type ConfigForm, configFields } from './config-fields';
import { useConfigFormMessages } from './messages';

/** 好友: accepting friend requests (all, or those whose hello has a keyword) and the messages a new friend gets. */
export function FriendSection({ form }: { form: ConfigForm }) {
  const t = useConfigFormMessages();
  const f = t.fields;
  const { values, set, touch, errorOf } = form;
  const { toggle } = configFields(form, t);
  return (
    <InfoCard headingLevel={2} title={t.sections.friend}>
      <div className={styles.fields}>
        <div className={clsx(styles.switches, styles.wide)}>{toggle('autoAcceptFriend', f.autoAcceptFriend)}</div>
        <TagInput
          label={f.acceptFriendKeyWords}
          description={f.acceptFriendKeyWordsHint}
          value={values.acceptFriendKeyWords}
          onChange={(keywords) => set('acceptFriendKeyWords', keywords)}
          maxLength={200}
          maxTags={500}
          isInvalid={errorOf('acceptFriendKeyWords') !== undefined}
          errorMessage={errorOf('acceptFriendKeyWords')}
          className={styles.wide}
        />
        <div className={styles.wide}>
          <MessageItemsField
            label={f.newFriendReplys}
            description={f.newFriendReplysHint}
            value={values.newFriendReplys}
            onChange={(entries) => set('newFriendReplys', entries)}
            onBlur={() => touch('newFriendReplys')}
            errorMessage={errorOf('newFriendReplys')}
          />
        </div>
      </div>
    </InfoCard>
  );
}
