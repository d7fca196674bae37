import { PageWrapper } from '@weassit/ui';
import { BatchTasksSection } from '../BatchTasksSection';
import { useBatchTaskMessages } from '../batch-task-messages';

export interface CustomContentPageProps {
  /** The moment next runs are counted from (stories freeze it). */
  now?: Date;
}

/** 自定义内容 (/schedule/customContent): batch tasks whose content a Dify workflow makes, run by the robot. */
export function CustomContentPage({ now }: CustomContentPageProps) {
  const t = useBatchTaskMessages();
  return (
    <PageWrapper title={t.customContentTitle} description={t.customContentDescription}>
      <BatchTasksSection taskType="customContent" now={now} />
    </PageWrapper>
  );
}
