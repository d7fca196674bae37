import { Alert, Button, type TableColumn } from '@weassit/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ConfigListEditor, type ConfigListRow } from '../../../kit/config-list/ConfigListEditor';
import type { LazyConfigItemForm } from '../../../kit/config-list/item-form';
import { keywordRuleColumns } from '../../../kit/config-list/KeywordChips';
import { describeRule, scopeLabel } from '../../../kit/config-list/keyword-rule';
import { useConfigList } from '../../../kit/config-list/use-config-list';
import { RuleSimulatorButton } from '../../../kit/rule-simulator/RuleSimulatorButton';
import type { ConfigListApi } from '../../../lib/config-list-api';
import { format } from '../../../lib/i18n/format';
import { trackLoad } from '../../../lib/lazy-page';
import { notify } from '../../../lib/notify';
import { useRuleMessages } from '../rule-messages';
import type { SkillRuleField, SkillRuleValues } from './lazy/skill-rule-form';
import { useSkillMessages } from './messages';
import {
  eventLabel,
  isPrivateOnly,
  matchesSkillRule,
  missingDefaultSkills,
  needsTianxingKey,
  type SkillRule,
  skillScope,
} from './skill-rule';
import { useHasTianxingKey } from './use-tianxing-key';

/** The rule's form (fields, mappers, checks) loads with the dialog, not with the list. */
const loadSkillForm = () => trackLoad(import('./lazy/SkillRuleForm'));

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
  const missingKeywords = { keywords: missing.map(describeRule).join('、') };

  const restoreDefaults = async () => {
    for (const skill of missing) {
      // One at a time: each change sends the version the previous one answered.
      if (!(await list.add(skill, false))) return;
    }
    notify.success(format(t.defaultsRestored, missingKeywords));
  };

  /** The skill's name, marked when it only runs in private chats or cannot answer without the 天行 key. */
  const skillName = (rule: SkillRule) => {
    const label = eventLabel(rule.event, texts);
    if (isPrivateOnly(rule.event)) return format(t.privateOnlyMark, { label });
    return hasKey === false && needsTianxingKey(rule.event) ? format(t.needsKeyMark, { label }) : label;
  };

  const columns: TableColumn<ConfigListRow<SkillRule>>[] = [
    ...keywordRuleColumns<SkillRule>(r.columns),
    { key: 'event', title: r.columns.event, render: ({ item }) => skillName(item) },
    { key: 'scope', title: r.columns.scope, width: 90, render: ({ item }) => scopeLabel(skillScope(item)) },
  ];

  const form: LazyConfigItemForm<SkillRule, SkillRuleValues, SkillRuleField> = {
    load: () => loadSkillForm().then((module) => module.skillItemForm(texts, hasKey !== false)),
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
        <>
          {/* Shown while a default skill (更新, 同步) is missing, naming what it adds back. */}
          {missing.length > 0 && (
            <Button variant="secondary" isDisabled={list.isPending} onPress={() => void restoreDefaults()}>
              {format(t.restoreDefaults, missingKeywords)}
            </Button>
          )}
          <RuleSimulatorButton lists={{ eventKeywords: list.items }} />
        </>
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
