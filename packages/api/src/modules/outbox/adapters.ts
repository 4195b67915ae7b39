// The providers the outbox sends through, from the server's configuration: one adapter per
// channel that has its settings, none for the others (their messages stay queued).
import type { ServerConfig } from "../../config.ts";
import type { ChannelAdapters } from "./channel-adapter.ts";
import { netgsmAdapter } from "./netgsm-adapter.ts";
import { smtpAdapter } from "./smtp-adapter.ts";
import { whatsappCloudAdapter } from "./whatsapp-cloud-adapter.ts";

export function adaptersFromConfig(messaging: ServerConfig["messaging"]): ChannelAdapters {
  return {
    ...(messaging.smtp ? { email: smtpAdapter(messaging.smtp) } : {}),
    ...(messaging.netgsm ? { sms: netgsmAdapter(messaging.netgsm) } : {}),
    ...(messaging.whatsapp ? { whatsapp: whatsappCloudAdapter(messaging.whatsapp) } : {}),
  };
}
