import { type GptTarget, TargetKind } from '@weassit/contract';
import { Radio, RadioGroup, Switch, type TargetOption } from '@weassit/ui';
import { format } from '../../lib/i18n/format';
import { RobotTargetsField } from './RobotTargetsField';

export interface TargetsOrAllTexts {
  type: string;
  room: string;
  contact: string;
  allRooms: string;
  allFriends: string;
  /** Under the switch; `{kind}` is 群 or 好友. */
  allHint: string;
  targets: string;
  excludes: string;
  targetsHint?: string;
  excludesHint?: string;
}

export interface TargetsOrAllFieldsProps {
  texts: TargetsOrAllTexts;
  kind: TargetKind;
  onKindChange: (kind: TargetKind) => void;
  /** Every group (or friend) but the picked ones. */
  isAll: boolean;
  onAllChange: (isAll: boolean) => void;
  /** The picked targets, or the exclusions when `isAll`. */
  value: readonly GptTarget[];
  onChange: (targets: GptTarget[]) => void;
  errorMessage?: string | undefined;
  /** The robot's groups or friends (lib/robot-targets' loadRobotTargetOptions), loaded once per kind. */
  loadTargets: (kind: TargetKind) => Promise<TargetOption[]>;
}

/**
 * Who a record reaches: 群组 or 好友, then either the picked ones or all of them but the excluded (the per-target
 * AI configs and batch tasks).
 */
export function TargetsOrAllFields({
  texts: t,
  kind,
  onKindChange,
  isAll,
  onAllChange,
  value,
  onChange,
  errorMessage,
  loadTargets,
}: TargetsOrAllFieldsProps) {
  const isRoom = kind === TargetKind.ROOM;
  return (
    <>
      <RadioGroup
        label={t.type}
        orientation="horizontal"
        value={kind}
        onChange={(next) => onKindChange(next as TargetKind)}
      >
        <Radio value={TargetKind.ROOM}>{t.room}</Radio>
        <Radio value={TargetKind.CONTACT}>{t.contact}</Radio>
      </RadioGroup>
      <Switch
        isSelected={isAll}
        onChange={onAllChange}
        description={format(t.allHint, { kind: isRoom ? t.room : t.contact })}
      >
        {isRoom ? t.allRooms : t.allFriends}
      </Switch>
      <RobotTargetsField
        kind={kind}
        loadTargets={loadTargets}
        pickerKey={`${kind}-${isAll ? 'excludes' : 'targets'}`}
        label={isAll ? t.excludes : t.targets}
        description={isAll ? t.excludesHint : t.targetsHint}
        value={value}
        onChange={onChange}
        errorMessage={errorMessage}
      />
    </>
  );
}
