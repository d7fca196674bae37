import { CALLBACK_REQUEST_FIELDS } from '@weassit/contract';
import { useId } from 'react';
import * as styles from './CallbackRuleForm.css';
import { useCallbackFormMessages } from './messages';

/**
 * What the robot sends to a custom callback address and what it expects back (spec §3 "Custom callback request";
 * ROBOT-PROTOCOL §2.8), as two small tables.
 */
export function CallbackHelp() {
  const t = useCallbackFormMessages();
  const titleId = useId();
  const head = (
    <thead>
      <tr>
        <th scope="col" className={styles.cell}>
          {t.columnField}
        </th>
        <th scope="col" className={styles.cell}>
          {t.columnMeaning}
        </th>
      </tr>
    </thead>
  );
  return (
    <section className={styles.help} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.helpTitle}>
        {t.help}
      </h3>
      <p className={styles.hint}>{t.requestTitle}</p>
      <table className={styles.table}>
        <caption className={styles.caption}>{t.requestCaption}</caption>
        {head}
        <tbody>
          {CALLBACK_REQUEST_FIELDS.map((field) => (
            <tr key={field}>
              <th scope="row" className={`${styles.cell} ${styles.code}`}>
                {field}
              </th>
              <td className={styles.cell}>{t.requestFields[field]}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className={styles.cell}>
              {t.customFields}
            </th>
            <td className={styles.cell}>{t.customFieldsMeaning}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.hint}>{t.responseTitle}</p>
      <table className={styles.table}>
        <caption className={styles.caption}>{t.responseCaption}</caption>
        {head}
        <tbody>
          {t.responseFields.map(([field, meaning]) => (
            <tr key={field}>
              <th scope="row" className={`${styles.cell} ${styles.code}`}>
                {field}
              </th>
              <td className={styles.cell}>{meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={`${styles.hint} ${styles.code}`}>{t.example}</p>
    </section>
  );
}
