import nodemailer from 'nodemailer';
import type { Transport } from './mail';

/**
 * Every wait on the server is bounded, well under the mail worker's 60 s lease (auth/mailRequests.ts):
 * nodemailer's defaults (2 min to connect, 10 min of socket silence) would let a stuck server hold a
 * request past its lease, and another replica would send it again.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function smtpTransport(smtpUrl: string, from: string): Transport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return async (mail) => {
    await transporter.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
  };
}
