import type { GptTarget, TargetKind } from '@weassit/contract';
import { Skeleton, type TargetOption } from '@weassit/ui';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-page';

/** The picker (a virtualised list) loads beside the dialog, not before it. */
const StoredTargetPicker = lazyComponent(() => import('../StoredTargetPicker/StoredTargetPicker'));

/** The robot's groups or friends of `kind`, loaded once per kind; undefined while loading. */
export function useRobotTargetOptions(kind: TargetKind, load: (kind: TargetKind) => Promise<TargetOption[]>) {
  const [loaded, setLoaded] = useState<Partial<Record<TargetKind, TargetOption[]>>>({});
  const has = loaded[kind] !== undefined;
  useEffect(() => {
    if (has) return;
    let live = true;
    // A failure was shown by the API client: the picker then offers the stored targets only.
    load(kind).then(
      (options) => live && setLoaded((current) => ({ ...current, [kind]: options })),
      () => live && setLoaded((current) => ({ ...current, [kind]: [] })),
    );
    return () => {
      live = false;
    };
  }, [kind, load, has]);
  return loaded[kind];
}

export interface RobotTargetsFieldProps {
  kind: TargetKind;
  /** The robot's groups or friends (lib/robot-targets' loadRobotTargetOptions), loaded once per kind. */
  loadTargets: (kind: TargetKind) => Promise<TargetOption[]>;
  label: string;
  description?: string;
  /** The picked targets, as stored: `{id, name}`, or `{name}` for one saved without its id. */
  value: readonly GptTarget[];
  onChange: (targets: GptTarget[]) => void;
  errorMessage?: string;
  /**
   * A new picker (search and scroll reset) whenever it changes, e.g. between the targets and the exclusions.
   * @default kind
   */
  pickerKey?: string;
}

/**
 * The targets of a form: the robot's groups or friends of `kind` (loaded here, once per kind) in the lazy
 * StoredTargetPicker, a skeleton until that is in. Used by the per-target AI configs, RSS and batch tasks.
 */
export function RobotTargetsField({ kind, loadTargets, pickerKey = kind, ...picker }: RobotTargetsFieldProps) {
  const options = useRobotTargetOptions(kind, loadTargets);
  return (
    <Suspense fallback={<Skeleton lines={4} />}>
      <StoredTargetPicker
        key={pickerKey}
        kind={kind}
        options={options ?? []}
        isLoading={options === undefined}
        {...picker}
      />
    </Suspense>
  );
}
