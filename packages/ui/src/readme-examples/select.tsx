import { ComboBox, Select } from '@weassit/ui';

const scopes = [
  { id: 'all', label: '全部' },
  { id: 'room', label: '仅群聊' },
  { id: 'friend', label: '仅私聊' },
];
const models = [
  { id: 'gpt-4o', label: 'gpt-4o' },
  { id: 'gpt-4o-mini', label: 'gpt-4o-mini' },
];

export function ReplySettings({ onScopeChange }: { onScopeChange: (scope: string) => void }) {
  return (
    <>
      <Select label="生效范围" items={scopes} defaultValue="all" onChange={(id) => onScopeChange(String(id))} />
      <ComboBox label="模型" defaultItems={models} allowsCustomValue />
    </>
  );
}
