// E-mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com:465), from
// MAIL_FROM. A refusal or a server that does not answer within the deadline is a failed attempt,
// which the outbox sender retries.
import type nodemailer from "nodemailer";
import { onFirstUse } from "../../lib/on-first-use.ts";
import { type ChannelAdapter, DeliveryError, type QueuedMessage } from "./channel-adapter.ts";
import { renderEmail } from "./email-template.ts";

export interface SmtpSettings {
  url: string;
  from: string;
  /** The shop's public origin: the storefront paths in the texts become links on it. */
  origin: string;
  timeoutMs?: number;
}

export function smtpAdapter(settings: SmtpSettings): ChannelAdapter {
  const timeout = settings.timeoutMs ?? 30_000;
  const transport = onFirstUse<typeof nodemailer>("nodemailer")().createTransport({
    url: settings.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    provider: "smtp",
    async send(message: QueuedMessage) {
      const mail = renderEmail(message, settings.origin);
      try {
        await transport.sendMail({
          from: settings.from,
          to: message.recipient,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: { "Content-Language": message.languageCode },
        });
      } catch (error) {
        const e = error as { code?: string; response?: string };
        // The server's answer starts with its reply code; without one, say what went wrong.
        const reason =
          e.response ??
          `${e.code ?? "error"}: ${error instanceof Error ? error.message : String(error)}`;
        throw new DeliveryError(`SMTP ${reason}`.replace(/\s+/g, " "));
      }
      // Bounces come back as e-mail, not as a report the shop could read (ADR api-024).
      return undefined;
    },
    async close() {
      transport.close();
    },
  };
}
