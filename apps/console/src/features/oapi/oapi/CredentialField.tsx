import { EyeIcon, EyeOffIcon, IconButton } from '@weassit/ui';
import { useState } from 'react';
import { format } from '../../../lib/i18n/format';
import * as styles from './CredentialField.css';
import { maskSecret } from './mask';
import { useOapiMessages } from './messages';

export interface CredentialFieldProps {
  /** apiKey or apiSecret. */
  name: string;
  value: string;
  onCopy: (name: string, value: string) => void;
}

/** One key, masked until revealed, with a copy button: a `<div>` of `<dt>`/`<dd>` inside the caller's `<dl>`. */
export function CredentialField({ name, value, onCopy }: CredentialFieldProps) {
  const t = useOapiMessages();
  const [revealed, setRevealed] = useState(false);
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{name}</dt>
      <dd className={styles.value}>
        <code data-revealed={revealed || undefined}>{revealed ? value : maskSecret(value)}</code>
      </dd>
      <dd className={styles.actions}>
        <IconButton
          label={format(t.show, { name })}
          aria-pressed={revealed}
          size="sm"
          onPress={() => setRevealed(!revealed)}
        >
          {revealed ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
        <IconButton label={format(t.copy, { name })} size="sm" onPress={() => onCopy(name, value)}>
          <CopyIcon />
        </IconButton>
      </dd>
    </div>
  );
}

function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      <path d="M9 9h11v11H9z" />
      <path d="M5 15H4V4h11v1" />
    </svg>
  );
}
