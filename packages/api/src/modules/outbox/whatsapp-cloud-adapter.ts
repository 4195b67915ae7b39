// WhatsApp through Meta's Cloud API: POST {graph}/{phone-number-id}/messages with the system
// user's access token as Bearer. Without a template the message goes as text (which WhatsApp
// delivers inside a customer-service window); with one (WHATSAPP_TEMPLATE, approved in each
// language the shop writes in) the text fills the template's single body parameter, which is
// how a business starts a conversation. A 200 with messages[0].id is accepted; an error answer
// carries {"error":{"message","code"}}. The wamid is kept: WhatsApp's status webhook names it.
import { type ChannelAdapter, DeliveryError, fetchWithDeadline } from "./channel-adapter.ts";

export const WHATSAPP_API_URL = "https://graph.facebook.com/v23.0";

export interface WhatsAppSettings {
  accessToken: string;
  phoneNumberId: string;
  template?: string;
  baseUrl?: string;
  timeoutMs?: number;
  /**
   * The app's webhook for message statuses (whatsapp-webhook.ts): with both set, every message
   * sent is followed until WhatsApp reports it delivered, read or failed.
   */
  webhook?: { appSecret: string; verifyToken: string };
}

export function whatsappCloudAdapter(settings: WhatsAppSettings): ChannelAdapter {
  const base = (settings.baseUrl ?? WHATSAPP_API_URL).replace(/\/$/, "");
  const url = `${base}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    provider: "whatsapp-cloud",
    async send(message) {
      const to = message.recipient.replace(/^\+/, "");
      const content = settings.template
        ? {
            type: "template",
            template: {
              name: settings.template,
              language: { code: message.languageCode },
              components: [{ type: "body", parameters: [{ type: "text", text: message.body }] }],
            },
          }
        : { type: "text", text: { preview_url: false, body: message.body } };
      const response = await fetchWithDeadline(
        url,
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Authorization: `Bearer ${settings.accessToken}`,
          },
          body: JSON.stringify({
            messaging_product: "whatsapp",
            recipient_type: "individual",
            to,
            ...content,
          }),
        },
        settings.timeoutMs ?? 15_000,
      );
      const answer = (await response.json().catch(() => ({}))) as {
        messages?: Array<{ id?: string }>;
        error?: { message?: string; code?: number };
      };
      const id = answer.messages?.[0]?.id;
      if (response.ok && id)
        return {
          providerMessageId: id,
          ...(settings.webhook ? { follow: { kind: "push" } as const } : {}),
        };
      throw new DeliveryError(
        `WhatsApp HTTP ${response.status}${answer.error ? ` code ${answer.error.code ?? "?"}: ${answer.error.message ?? ""}` : ""}`.trim(),
      );
    },
  };
}
