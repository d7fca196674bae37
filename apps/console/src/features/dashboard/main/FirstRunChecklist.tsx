import { Badge, Button, Card } from '@weassit/ui';
import * as styles from './DashboardCards.css';
import { useDashboardMessages } from './messages';

export interface ChecklistState {
  /** A config record exists. */
  hasConfig: boolean;
  /** The robot has used its API key (it fetched its config). */
  usedApiKey: boolean;
  /** The robot is logged in. */
  isConnected: boolean;
}

export interface FirstRunChecklistProps extends ChecklistState {
  onCreateConfig: () => void;
  onGetApiKey: () => void;
}

/** Whether the checklist still has something to do (it is for new users). */
export function checklistPending(state: ChecklistState): boolean {
  return !(state.hasConfig && state.usedApiKey && state.isConnected);
}

/** The first-run checklist: create the config, get the API key, connect the robot. */
export function FirstRunChecklist({
  hasConfig,
  usedApiKey,
  isConnected,
  onCreateConfig,
  onGetApiKey,
}: FirstRunChecklistProps) {
  const t = useDashboardMessages();
  const steps = [
    {
      id: 'config',
      title: t.stepConfig,
      hint: t.stepConfigHint,
      done: hasConfig,
      action: t.goConfig,
      onPress: onCreateConfig,
    },
    {
      id: 'apiKey',
      title: t.stepApiKey,
      hint: t.stepApiKeyHint,
      done: usedApiKey,
      action: t.goApiKey,
      onPress: onGetApiKey,
    },
    { id: 'connect', title: t.stepConnect, hint: t.stepConnectHint, done: isConnected },
  ];
  return (
    <Card title={t.checklistTitle} headingLevel={2}>
      <p className={styles.hint}>{t.checklistDescription}</p>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.id} className={styles.step} data-done={step.done || undefined}>
            <h3 className={styles.stepTitle}>
              {index + 1}. {step.title}
            </h3>
            <Badge variant={step.done ? 'success' : 'default'} dot>
              {step.done ? t.stepDone : t.stepTodo}
            </Badge>
            <p className={styles.hint}>{step.hint}</p>
            {!step.done && step.onPress && (
              <Button size="sm" variant="secondary" onPress={step.onPress}>
                {step.action}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
