import { Button, PageWrapper } from '@weassit/ui';
import type { ReactNode } from 'react';

export function FriendsPage({ onAdd, children }: { onAdd: () => void; children: ReactNode }) {
  return (
    <PageWrapper
      as="main"
      title="好友管理"
      description="机器人的全部好友，可按昵称或备注搜索"
      actions={<Button onPress={onAdd}>添加好友</Button>}
      onTitleChange={(title) => {
        document.title = `${title} - 智能微秘书`;
      }}
    >
      {children}
    </PageWrapper>
  );
}
