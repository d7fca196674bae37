import { Button } from '@weassit/ui';
import { useId } from 'react';
import { useConfigRecordMessages } from '../../lib/i18n/console/kit-config-record';
import * as styles from './ConfigRecordForm.css';

export interface ConfigSaveBarProps {
  /** No config saved yet: the button reads 初始化配置 and is enabled at once. */
  isNew: boolean;
  isDirty: boolean;
  isSaving: boolean;
}

/** The submit button of a robot config form (保存, or 初始化配置 before the first save) and what saving does. */
export function ConfigSaveBar({ isNew, isDirty, isSaving }: ConfigSaveBarProps) {
  const w = useConfigRecordMessages();
  const hintId = useId();
  return (
    <div className={styles.actions}>
      <Button
        type="submit"
        variant="primary"
        isPending={isSaving}
        isDisabled={!isNew && !isDirty}
        aria-describedby={hintId}
      >
        {isNew ? w.init : w.save}
      </Button>
      <p id={hintId} className={styles.hint}>
        {w.saveHint}
      </p>
    </div>
  );
}
