import { type TargetOption, TargetPicker } from '@weassit/ui';
import { useState } from 'react';

export function Recipients({ friends }: { friends: { wxid: string; nickname: string; remark: string }[] }) {
  const [ids, setIds] = useState<string[]>([]);
  const options: TargetOption[] = friends.map((f) => ({
    id: f.wxid,
    name: f.nickname,
    alias: f.remark || undefined,
    label: f.remark || f.nickname,
    value: f.nickname,
  }));
  return (
    <TargetPicker label="通知对象" kind="contact" options={options} selectedIds={ids} onSelectionChange={setIds} />
  );
}
