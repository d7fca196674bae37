import { Badge, type TableColumn } from '@weassit/ui';
import type { ConfigListRow } from './ConfigListEditor';
import * as styles from './ConfigListEditor.css';
import { describeRule, type KeywordRule, keywordsOf, matchLabel } from './keyword-rule';

/**
 * A rule's keywords at a glance, as chips. Plain badges in a list, not a TagGroup: a table cell is already a grid
 * cell, and a grid inside it would take the arrow keys from the table.
 */
export function KeywordChips({ keywords, label }: { keywords: readonly string[]; label: string }) {
  return (
    <ul className={styles.chips} aria-label={label}>
      {keywords.map((keyword, index) => (
        // Keywords are unique within a rule, but stored data may not be: the position keeps keys unique.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={`${index}-${keyword}`}>
          <Badge variant="brand">{keyword}</Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * The first columns of every keyword rule list: the keywords as chips (the row's header) and the match type.
 * A page adds its own columns after them.
 */
export function keywordRuleColumns<T extends KeywordRule>(titles: {
  keywords: string;
  reg: string;
}): TableColumn<ConfigListRow<T>>[] {
  return [
    {
      key: 'keywords',
      title: titles.keywords,
      isRowHeader: true,
      textValue: titles.keywords,
      render: ({ item }) => <KeywordChips keywords={keywordsOf(item)} label={describeRule(item)} />,
    },
    { key: 'reg', title: titles.reg, width: 90, render: ({ item }) => matchLabel(item.reg) },
  ];
}
