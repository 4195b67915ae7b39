// Where SMS and WhatsApp messages go. A provider configured for the channel sends them; with
// none, the outbox adapter writes them to outbox_messages (channel sms or whatsapp, the phone as
// recipient) in the caller's transaction, so the admin can read the code and the shop works on
// one machine.
import type { LanguageCode, OtpChannel } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import type { ApiConfig, PhoneMessageProvider } from "../../lib/app-env.ts";
import { enqueueMessage } from "../outbox/outbox.service.ts";

export function outboxPhoneProvider(
  db: Database,
  channel: OtpChannel,
  topic: string,
): PhoneMessageProvider {
  return {
    async send(phone: string, text: string, lang: LanguageCode) {
      await enqueueMessage(db, {
        channel,
        recipient: phone,
        body: text,
        topic,
        languageCode: lang,
      });
    },
  };
}

export function phoneProviderFor(
  config: ApiConfig,
  db: Database,
  channel: OtpChannel,
  topic: string,
): PhoneMessageProvider {
  return config.phoneProviders[channel] ?? outboxPhoneProvider(db, channel, topic);
}
