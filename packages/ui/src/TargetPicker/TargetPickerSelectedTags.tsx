import { memo } from 'react';
import type { Key } from 'react-aria-components';
import { Tag, TagGroup } from '../Tag';
import * as styles from './TargetPicker.css';

interface SelectedTagsProps {
  label: string;
  emptyText: string;
  removeLabel: string;
  tags: readonly { id: string; text: string }[];
  moreText: string | null;
  onRemove: ((keys: Set<Key>) => void) | undefined;
}

/** The selected targets as tags (memoised: filtering does not re-render them). */
export const SelectedTags = memo(function SelectedTags({
  label,
  emptyText,
  removeLabel,
  tags,
  moreText,
  onRemove,
}: SelectedTagsProps) {
  return (
    <div className={styles.tags}>
      <TagGroup aria-label={label} items={tags} onRemove={onRemove} renderEmptyState={() => emptyText}>
        {(tag) => (
          <Tag id={tag.id} color="brand" removeLabel={removeLabel}>
            {tag.text}
          </Tag>
        )}
      </TagGroup>
      {moreText && <span className={styles.moreTags}>{moreText}</span>}
    </div>
  );
});
