import { OPEN_API_PREFIX } from '@weassit/contract';
import { InfoCard } from '@weassit/ui';
import { column } from '../../../components/column.css';
import { format } from '../../../lib/i18n/format';
import { useOapiMessages } from './messages';
import * as styles from './OpenApiGuide.css';

const GET_EXAMPLE = `GET ${OPEN_API_PREFIX}/contacts/friends?apiKey=<apiKey>&nonce=030&timestamp=1735689600000&sign=<sign>`;

const POST_EXAMPLE = `POST ${OPEN_API_PREFIX}/message/send
Content-Type: application/json

{"target":"contact","name":"张三","messages":[{"type":1,"content":"你好"}],
 "apiKey":"<apiKey>","timestamp":1735689600000,"nonce":"030","sign":"<sign>"}`;

const SIGN_EXAMPLE = `import { createHash } from 'node:crypto';

function sign(params, apiSecret) {
  const joined = Object.keys(params)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => {
      const value = params[key];
      return \`\${key}=\${typeof value === 'object' ? JSON.stringify(value) : value}\`;
    })
    .join('&');
  return createHash('md5').update(\`\${apiSecret}&ApiSecret=\${joined}\`).digest('hex').toUpperCase();
}

const params = { apiKey, timestamp: Date.now(), nonce: String(Math.floor(Math.random() * 1000)).padStart(3, '0') };
params.sign = sign(params, apiSecret);`;

/** How to call the open API: the base path, the signature and examples. */
export function OpenApiGuide() {
  const t = useOapiMessages();
  return (
    <InfoCard title={t.docsTitle} headingLevel={2}>
      <div className={column.md}>
        <p className={styles.text}>
          {format(t.docsIntro, { prefix: OPEN_API_PREFIX, envelope: '{ code, msg, data }' })}
        </p>
        <h3 className={styles.heading}>{t.signTitle}</h3>
        <ol className={styles.steps}>
          {t.signSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <h3 className={styles.heading}>{t.exampleTitle}</h3>
        <p className={styles.text}>{t.exampleGet}</p>
        <pre className={styles.code}>
          <code>{GET_EXAMPLE}</code>
        </pre>
        <p className={styles.text}>{t.examplePost}</p>
        <pre className={styles.code}>
          <code>{POST_EXAMPLE}</code>
        </pre>
        <p className={styles.text}>{t.exampleSign}</p>
        <pre className={styles.code}>
          <code>{SIGN_EXAMPLE}</code>
        </pre>
        <p className={styles.note}>{t.limits}</p>
        <p className={styles.note}>{t.sendNote}</p>
      </div>
    </InfoCard>
  );
}
