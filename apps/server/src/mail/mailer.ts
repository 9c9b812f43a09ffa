import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { insertOutboxMail, markMailSent } from './mail.queries.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is recorded in the outbox table; with SMTP_URL it is also delivered and marked sent,
 * otherwise one log line says it is waiting there (evaluation mode).
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: (message: string) => void;
  now: () => Date;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    kind: transport ? 'smtp' : 'outbox',
    async send(mail) {
      const id = await insertOutboxMail(options.db, {
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        createdAt: options.now(),
      });
      if (!transport) {
        options.log(`Mail to ${mail.to} ("${mail.subject}") kept in the outbox table (no SMTP_URL).`);
        return;
      }
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      if (id !== undefined) await markMailSent(options.db, id, options.now());
    },
  };
}
