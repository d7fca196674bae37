import { format } from '../../lib/i18n/format';
import { useMessages } from '../../lib/i18n/messages';
import type { HealthState } from '../../lib/use-health';
import * as styles from './ServerStatus.css';

const DATABASE_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/** One line saying whether the server answers, announced politely when it changes. */
export function ServerStatus({ health }: { health: HealthState }) {
  const t = useMessages();
  let text: string;
  if (health.status === 'loading') text = t.health.checking;
  else if (health.status === 'ok') {
    // The server names its database and version only to a logged-in caller.
    const { database, version } = health.info;
    text = database && version ? format(t.health.ok, { database: DATABASE_NAMES[database], version }) : t.health.up;
  } else text = format(t.health.down, { reason: health.reason });
  return (
    <p className={styles.root} role="status" data-status={health.status}>
      <span className={styles.dot[health.status]} aria-hidden="true" />
      {text}
    </p>
  );
}
