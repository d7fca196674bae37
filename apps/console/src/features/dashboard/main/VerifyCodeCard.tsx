import { Button, Form, InfoCard, TextField } from '@weassit/ui';
import { type FormEvent, useState } from 'react';
import { format } from '../../../lib/i18n/format';
import * as styles from './DashboardCards.css';
import { useDashboardMessages } from './messages';

export interface VerifyCodeCardProps {
  /** The code saved last, if any. */
  currentCode?: string;
  /** Saves the code; resolves when saved (the field is then cleared). */
  onSubmit: (verifyCode: string) => Promise<void>;
  /** No config yet: the code has nowhere to go. */
  isDisabled?: boolean;
}

/** The server's limit (setVerifyCodeSchema). */
const VERIFY_CODE_MAX_LENGTH = 32;

/** The login verify code the robot types in when WeChat asks for one (`setverifycode`). */
export function VerifyCodeCard({ currentCode, onSubmit, isDisabled = false }: VerifyCodeCardProps) {
  const t = useDashboardMessages();
  const [value, setValue] = useState('');
  const [isPending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    try {
      await onSubmit(value.trim());
      setValue('');
    } catch {
      // The API client shows why.
    } finally {
      setPending(false);
    }
  };
  return (
    <InfoCard title={t.verifyTitle} headingLevel={2}>
      <p className={styles.hint}>{t.verifyHint}</p>
      <Form onSubmit={submit} aria-label={t.verifyTitle} className={styles.inlineForm}>
        <TextField
          name="verifyCode"
          label={t.verifyLabel}
          value={value}
          onChange={setValue}
          isRequired
          isDisabled={isDisabled}
          maxLength={VERIFY_CODE_MAX_LENGTH}
          validate={(code) => (code.trim() ? null : t.verifyRequired)}
        />
        <Button type="submit" isPending={isPending} isDisabled={isDisabled}>
          {t.verifySubmit}
        </Button>
      </Form>
      {currentCode ? <p className={styles.hint}>{format(t.verifyCurrent, { code: currentCode })}</p> : null}
    </InfoCard>
  );
}
