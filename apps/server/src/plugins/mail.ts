import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The action link in the mail (reset, activation), kept separately in the outbox for offline installs. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** True when mail really leaves the machine (SMTP_URL is set). */
  readonly delivers: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Mail over SMTP (nodemailer, SMTP_URL) or, without it, appended as one JSON line to DATA_DIR/outbox.jsonl so a
 * self-hosted install works offline. Only the recipient and subject are logged: links carry one-time tokens.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: { smtpUrl: string | undefined; mailFrom: string; dataDir: string }) => {
    let mailer: Mailer;
    if (options.smtpUrl) {
      const transport = nodemailer.createTransport(options.smtpUrl);
      mailer = {
        delivers: true,
        async send(mail) {
          await transport.sendMail({ from: options.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
          app.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        },
      };
      app.addHook('onClose', async () => transport.close());
    } else {
      const outbox = path.join(options.dataDir, 'outbox.jsonl');
      mailer = {
        delivers: false,
        async send(mail) {
          await fs.mkdir(options.dataDir, { recursive: true });
          await fs.appendFile(outbox, `${JSON.stringify({ ...mail, at: new Date().toISOString() })}\n`);
          app.log.info({ to: mail.to, subject: mail.subject, outbox }, 'mail written to the outbox');
        },
      };
    }
    app.decorate('mailer', mailer);
  },
  { name: 'mail' },
);
