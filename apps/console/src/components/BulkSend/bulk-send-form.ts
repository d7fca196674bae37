import type { BulkRecipientRef, BulkSendJobRequest, BulkSendTarget, MessageItem } from '@weassit/contract';
import { bulkSendJobSchema } from '@weassit/contract/schemas';
import type { Material, TargetOption } from '@weassit/ui';
import { materialCopyToMessage } from '../../kit/config-list/material-copy';
import { type FieldErrors, schemaErrors } from '../../kit/form/schema-errors';

/** Groups or friends: the two lists a bulk send picks from. */
export type BulkSendKind = 'room' | 'friend';

export interface BulkSendFormValues {
  kind: BulkSendKind;
  /** Group announcement mode (groups only, text only). */
  notice: boolean;
  /** The picked groups or friends, in picking order. */
  targets: TargetOption[];
  /** The picked materials: the messages, in picking order. */
  materials: Material[];
}

export type BulkSendField = 'kind' | 'notice' | 'targets' | 'materials';

/** The types of material the mode allows: any for messages, text only for announcements. */
export const materialTypesOf = (values: Pick<BulkSendFormValues, 'kind' | 'notice'>): Material['type'][] =>
  values.kind === 'room' && values.notice ? [1] : [1, 2, 4, 5];

export const bulkTargetOf = (values: Pick<BulkSendFormValues, 'kind' | 'notice'>): BulkSendTarget =>
  values.kind === 'friend' ? 'Contact' : values.notice ? 'RoomNotice' : 'Room';

/** A picked target as the robot looks it up: a group by wxid then topic; a friend by wxid, nickname, remark. */
function refOf(kind: BulkSendKind, option: TargetOption): BulkRecipientRef {
  const ref: BulkRecipientRef = { wxid: option.id || undefined };
  if (kind === 'room') ref.roomName = option.name.trim() || undefined;
  else {
    ref.name = option.name.trim() || undefined;
    ref.alias = option.alias?.trim() || undefined;
  }
  return ref;
}

/** The request of `POST /api/ws/messages` for the form's values. */
export function bulkSendPayload(values: BulkSendFormValues): BulkSendJobRequest {
  return {
    target: bulkTargetOf(values),
    groups: values.targets.map((option) => refOf(values.kind, option)),
    messages: values.materials.map((material): MessageItem => materialCopyToMessage(material)),
  };
}

/** The contract's checks of the payload, shown on the fields they concern. */
export function validateBulkSendForm(values: BulkSendFormValues): FieldErrors<BulkSendField> {
  const errors = schemaErrors<string>(bulkSendJobSchema.safeParse(bulkSendPayload(values)));
  const mapped: FieldErrors<BulkSendField> = {};
  if (errors.groups) mapped.targets = errors.groups;
  if (errors.messages) mapped.materials = errors.messages;
  if (errors.target) mapped.notice = errors.target;
  return mapped;
}

export function initialBulkSendValues(kind: BulkSendKind, targets: TargetOption[] = []): BulkSendFormValues {
  return { kind, notice: false, targets, materials: [] };
}
