import type { TargetKind } from '@weassit/contract';
import { type NameOption, NameTagPicker } from '@weassit/ui';
import { searchRobotNames } from '../../../../lib/search-robot-names';
import type { ForwardTarget } from '../forward-rule';
import { useForwardFormMessages } from './messages';

export interface ForwardTargetsFieldProps {
  kind: TargetKind;
  label: string;
  description?: string;
  value: readonly ForwardTarget[];
  onChange: (targets: ForwardTarget[]) => void;
  errorMessage?: string;
}

const keyOf = (target: ForwardTarget) => target.id || target.name || '';

/**
 * Several of the robot's groups or friends, picked from its lists by name (the robot finds a target by id, else
 * by name): stored as `{id, name}`; a stored entry keeps its other fields.
 */
export function ForwardTargetsField({
  kind,
  label,
  description,
  value,
  onChange,
  errorMessage,
}: ForwardTargetsFieldProps) {
  const t = useForwardFormMessages();
  const options: NameOption[] = value.map((target) => ({ id: keyOf(target), name: target.name || target.id || '' }));
  const change = (picked: NameOption[]) =>
    onChange(
      picked.map(
        (option) =>
          value.find((target) => keyOf(target) === String(option.id)) ?? { id: String(option.id), name: option.name },
      ),
    );
  return (
    <NameTagPicker
      valueType="object"
      label={label}
      description={description}
      search={searchRobotNames}
      searchType={kind === 'room' ? 'room' : 'name'}
      value={options}
      onChange={change}
      maxTags={500}
      isRequired
      validationBehavior="aria"
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      emptyText={t.searchEmpty}
      loadingLabel={t.searching}
      searchErrorMessage={t.searchFailed}
    />
  );
}
