import { Button, confirm, Dialog, DialogActions, DialogTrigger, TextField } from '@weassit/ui';
import { useState } from 'react';

export function NoticeDialog({ onSave }: { onSave: (notice: string) => Promise<void> }) {
  const [notice, setNotice] = useState('');
  const [saving, setSaving] = useState(false);
  return (
    <DialogTrigger>
      <Button>编辑群公告</Button>
      <Dialog
        title="编辑群公告"
        footer={({ close }) => (
          <DialogActions
            confirmLabel="保存"
            isPending={saving}
            onConfirm={async () => {
              setSaving(true);
              try {
                await onSave(notice);
                close();
              } finally {
                setSaving(false);
              }
            }}
          />
        )}
      >
        <TextField label="群公告" multiline value={notice} onChange={setNotice} />
      </Dialog>
    </DialogTrigger>
  );
}

export function DeleteButton({ onDelete }: { onDelete: () => void }) {
  return (
    <Button
      variant="danger"
      onPress={async () => {
        if (await confirm({ title: '提示', message: '确定删除该素材吗？', confirmLabel: '删除', variant: 'danger' })) {
          onDelete();
        }
      }}
    >
      删除
    </Button>
  );
}
