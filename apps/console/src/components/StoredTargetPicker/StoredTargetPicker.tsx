import type { GptTarget, TargetKind } from '@weassit/contract';
import { type TargetOption, TargetPicker } from '@weassit/ui';
import { useMemo } from 'react';
import * as styles from './StoredTargetPicker.css';

export interface StoredTargetPickerProps {
  kind: TargetKind;
  label: string;
  description?: string;
  /** The robot's groups or friends. */
  options: readonly TargetOption[];
  isLoading: boolean;
  /** The picked targets, as stored: `{id, name}`, or `{name}` for one saved without its id. */
  value: readonly GptTarget[];
  onChange: (targets: GptTarget[]) => void;
  errorMessage?: string;
}

/** The key of a target stored without an id (or one the robot no longer lists). */
const storedKey = (target: GptTarget) => (target.id ? target.id : `name:${target.name}`);

/**
 * The ui TargetPicker over the robot's groups or friends, holding `{id, name}` targets. A stored target missing
 * from the robot's list (renamed, left, saved by name only) stays selected as it is: the picker lists it too.
 * Its own chunk: the dialog shows at once and the picker follows. Used by the per-target AI configs and RSS.
 */
export default function StoredTargetPicker({
  kind,
  label,
  description,
  options,
  isLoading,
  value,
  onChange,
  errorMessage,
}: StoredTargetPickerProps) {
  const { all, selectedIds, byId } = useMemo(() => {
    const byId = new Map<string, { option: TargetOption; target?: GptTarget }>();
    const idByName = new Map<string, string>();
    for (const option of options) {
      byId.set(option.id, { option });
      if (!idByName.has(option.value)) idByName.set(option.value, option.id);
    }
    const extras: TargetOption[] = [];
    const selectedIds = value.map((target) => {
      const known = target.id ? (byId.has(target.id) ? target.id : undefined) : idByName.get(target.name);
      if (known) return known;
      const key = storedKey(target);
      const option = { id: key, name: target.name, label: target.name, value: target.name };
      byId.set(key, { option, target });
      extras.push(option);
      return key;
    });
    return { all: extras.length > 0 ? [...extras, ...options] : options, selectedIds, byId };
  }, [options, value]);

  const select = (ids: string[]) =>
    onChange(
      ids.flatMap((id) => {
        const entry = byId.get(id);
        if (!entry) return [];
        return [entry.target ?? { id: entry.option.id, name: entry.option.value }];
      }),
    );

  return (
    <div data-invalid={errorMessage ? true : undefined}>
      <TargetPicker
        kind={kind}
        label={label}
        // The listbox is described by it: a screen reader hears the error with the list.
        description={errorMessage ? <span className={styles.error}>{errorMessage}</span> : description}
        options={all}
        isLoading={isLoading}
        selectedIds={selectedIds}
        onSelectionChange={select}
        listHeight={216}
      />
    </div>
  );
}
