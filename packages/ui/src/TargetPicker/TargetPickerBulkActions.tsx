import { memo } from 'react';
import { Button } from '../Button';
import * as styles from './TargetPicker.css';

interface BulkActionsProps {
  /** 全选当前结果, or `null` to leave the action out (single selection). */
  selectAllLabel: string | null;
  clearLabel: string;
  canSelectAll: boolean;
  canClear: boolean;
  onSelectAll: () => void;
  onClear: () => void;
}

/** 全选当前结果 and 清空 (memoised: filtering does not re-render them unless their state changes). */
export const BulkActions = memo(function BulkActions({
  selectAllLabel,
  clearLabel,
  canSelectAll,
  canClear,
  onSelectAll,
  onClear,
}: BulkActionsProps) {
  return (
    <div className={styles.actions}>
      {selectAllLabel && (
        <Button variant="secondary" size="sm" onPress={onSelectAll} isDisabled={!canSelectAll}>
          {selectAllLabel}
        </Button>
      )}
      <Button variant="secondary" size="sm" onPress={onClear} isDisabled={!canClear}>
        {clearLabel}
      </Button>
    </div>
  );
});
