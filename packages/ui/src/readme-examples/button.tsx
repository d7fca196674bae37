import { Button } from '@weassit/ui';

export function SaveButton({ saving, onSave }: { saving: boolean; onSave: () => void }) {
  return (
    <Button isPending={saving} onPress={onSave}>
      保存
    </Button>
  );
}
