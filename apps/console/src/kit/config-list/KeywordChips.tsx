import { Badge } from '@weassit/ui';
import * as styles from './ConfigListEditor.css';

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
