import { Alert, Button, type TableColumn } from '@weassit/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ConfigListEditor, type ConfigListRow } from '../../../kit/config-list/ConfigListEditor';
import type { ConfigItemForm } from '../../../kit/config-list/item-form';
import { KeywordChips } from '../../../kit/config-list/KeywordChips';
import { describeRule, keywordsOf, matchLabel, scopeLabel } from '../../../kit/config-list/keyword-rule';
import { useConfigList } from '../../../kit/config-list/use-config-list';
import type { ConfigListApi } from '../../../lib/config-list-api';
import { lazyComponent } from '../../../lib/lazy-page';
import { notify } from '../../../lib/notify';
import { useRuleMessages } from '../rule-messages';
import { useSkillMessages } from '../skill-messages';
import {
  emptySkillRule,
  eventLabel,
  matchesSkillRule,
  missingDefaultSkills,
  needsTianxingKey,
  type SkillRule,
  type SkillRuleField,
  type SkillRuleValues,
  skillRuleToForm,
  skillRuleToItem,
  skillScope,
  validateSkillRule,
} from '../skill-rule';
import { useHasTianxingKey } from '../use-tianxing-key';

/** The rule's fields load with the dialog, not with the list. */
const SkillRuleForm = lazyComponent(() => import('../components/SkillRuleForm'));

export interface SkillsPageProps {
  api?: ConfigListApi;
  /** Whether the basic config has a 天行 key; read from the config when absent. */
  hasTianxingKey?: boolean;
}

/** 技能中心 (`eventKeywords`): keyword rules that run one of the robot's skills, the first matching rule first. */
export function SkillsPage({ api, hasTianxingKey }: SkillsPageProps) {
  const t = useSkillMessages();
  const r = useRuleMessages();
  const navigate = useNavigate();
  const list = useConfigList<SkillRule>('eventKeywords', api);
  const loadedKey = useHasTianxingKey();
  const hasKey = hasTianxingKey ?? loadedKey;
  const texts = { ...t, keywordsRequired: r.keywordsRequired, keywordUsed: r.keywordUsed };
  const missing = missingDefaultSkills(list.items);

  const restoreDefaults = async () => {
    for (const skill of missing) {
      // One at a time: each change sends the version the previous one answered.
      if (!(await list.add(skill, false))) return;
    }
    notify.success(t.defaultsRestored);
  };

  const columns: TableColumn<ConfigListRow<SkillRule>>[] = [
    {
      key: 'keywords',
      title: r.columns.keywords,
      isRowHeader: true,
      render: ({ item }) => <KeywordChips keywords={keywordsOf(item)} label={describeRule(item)} />,
    },
    { key: 'event', title: r.columns.event, render: ({ item }) => eventLabel(item.event, texts) },
    { key: 'reg', title: r.columns.reg, width: 90, render: ({ item }) => matchLabel(item.reg) },
    { key: 'scope', title: r.columns.scope, width: 90, render: ({ item }) => scopeLabel(skillScope(item)) },
  ];

  const form: ConfigItemForm<SkillRule, SkillRuleValues, SkillRuleField> = {
    empty: emptySkillRule,
    toForm: skillRuleToForm,
    toItem: skillRuleToItem,
    validate: (values, others) => validateSkillRule(values, others, texts),
    render: (state) => <SkillRuleForm form={state} hasTianxingKey={hasKey !== false} />,
    preload: SkillRuleForm.preload,
  };

  const needsKey = hasKey === false && list.items.some((item) => needsTianxingKey(item.event));

  return (
    <ConfigListEditor
      list={list}
      texts={t}
      description={t.description}
      columns={columns}
      describe={describeRule}
      matches={(item, word) => matchesSkillRule(item, word, texts)}
      form={form}
      actions={
        <Button
          variant="secondary"
          isDisabled={missing.length === 0 || list.isPending}
          onPress={() => void restoreDefaults()}
        >
          {t.restoreDefaults}
        </Button>
      }
      notice={
        needsKey ? (
          <Alert
            variant="warning"
            role="status"
            action={
              <Button size="sm" variant="secondary" onPress={() => navigate(paths.wechatIndex.getHref())}>
                {t.goToConfig}
              </Button>
            }
          >
            {t.missingKey}
          </Alert>
        ) : undefined
      }
    />
  );
}
