import nodemailer from 'nodemailer';
import type { Transport } from './mail';

export function smtpTransport(smtpUrl: string, from: string): Transport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transporter.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
  };
}
