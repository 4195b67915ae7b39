// The newsletter's subscribers, with double opt-in: subscribing stores the address as pending and
// e-mails a single-use link in the shopper's language; only the link confirms it. One row per
// address whatever its case. Subscribing again re-sends the link at most every few minutes (no
// mail bombing through our form); a confirmed address changes nothing and says so; an address
// that had unsubscribed starts over as pending.
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type {
  LanguageCode,
  NewsletterConfirmation,
  NewsletterSubscription,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { newsletterSubscribers } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";
import { localePrefix } from "../../lib/storefront-path.ts";
import { hashToken } from "../auth/token.service.ts";
import { enqueueMessage } from "../outbox/outbox.service.ts";

/** Subscriptions an e-mail address may ask for per hour, and a client address. */
export const NEWSLETTER_LIMITS = { perEmailPerHour: 5, perAddressPerHour: 30 } as const;
/** The confirmation link is sent again no sooner than this after the last one. */
export const CONFIRMATION_RESEND_MS = 5 * 60_000;
/** How long a confirmation link works. */
const CONFIRMATION_TTL_SECONDS = 7 * 24 * 3600;
/** The storefront page of the link. */
const CONFIRM_PAGE_PATH = "/bulten-onay";

type Row = typeof newsletterSubscribers.$inferSelect;

const TEXTS = {
  tr: {
    subject: "Bülten aboneliğinizi onaylayın",
    body: (link: string) =>
      `Merhaba,\n\nBültenimize abone olmak için aşağıdaki bağlantıyı kullanın. Bağlantı 7 gün geçerlidir ve yalnızca bir kez kullanılabilir.\n\n${link}\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın; abone olmazsınız.`,
  },
  en: {
    subject: "Confirm your newsletter subscription",
    body: (link: string) =>
      `Hello,\n\nUse the link below to subscribe to our newsletter. It is valid for 7 days and works once.\n\n${link}\n\nIf you did not ask for this, ignore this e-mail; you will not be subscribed.`,
  },
  ar: {
    subject: "أكّد اشتراكك في النشرة البريدية",
    body: (link: string) =>
      `مرحبًا،\n\nاستخدم الرابط أدناه للاشتراك في نشرتنا البريدية. الرابط صالح لمدة 7 أيام ويعمل مرة واحدة فقط.\n\n${link}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة؛ لن يتم اشتراكك.`,
  },
} satisfies Record<LanguageCode, unknown>;

export async function subscribe(
  db: Database,
  email: string,
  lang: LanguageCode,
): Promise<NewsletterSubscription> {
  return db.transaction(async (tx) => {
    // ON CONFLICT on the lower(email) index: two simultaneous subscriptions make one row, and the
    // row lock below lets one of them send the link.
    await tx
      .insert(newsletterSubscribers)
      .values({ email, languageCode: lang })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()))
      .for("update");
    if (!row) throw new ApiError("subscription_not_created", 500);
    if (row.confirmedAt !== null && row.unsubscribedAt === null) return answer(row, true, false);

    const recent =
      row.confirmSentAt !== null &&
      row.unsubscribedAt === null &&
      Date.now() - row.confirmSentAt.getTime() < CONFIRMATION_RESEND_MS;
    if (recent) return answer(row, false, false);

    const token = randomBytes(32).toString("base64url");
    const [pending] = await tx
      .update(newsletterSubscribers)
      .set({
        languageCode: lang,
        unsubscribedAt: null,
        confirmedAt: null,
        confirmTokenHash: hashToken(token),
        confirmSentAt: sql`now()`,
      })
      .where(eq(newsletterSubscribers.id, row.id))
      .returning();
    if (!pending) throw new ApiError("subscription_not_created", 500);
    const t = TEXTS[lang];
    await enqueueMessage(tx, {
      channel: "email",
      recipient: pending.email,
      subject: t.subject,
      body: t.body(`${localePrefix(lang)}${CONFIRM_PAGE_PATH}?kod=${encodeURIComponent(token)}`),
      topic: "newsletter_confirmation",
      languageCode: lang,
    });
    return answer(pending, false, true);
  });
}

/**
 * Confirms the subscription the link was sent for, once. A link that is unknown, used, replaced
 * by a newer one or expired is subscription_not_created (404).
 */
export async function confirm(db: Database, token: string): Promise<NewsletterConfirmation> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
        isNull(newsletterSubscribers.confirmedAt),
        gt(
          newsletterSubscribers.confirmSentAt,
          sql`now() - make_interval(secs => ${CONFIRMATION_TTL_SECONDS})`,
        ),
      ),
    )
    .returning();
  if (!row?.confirmedAt) throw new ApiError("subscription_not_created", 404);
  return {
    email: row.email,
    language: row.languageCode as LanguageCode,
    confirmed_at: row.confirmedAt.toISOString(),
  };
}

function answer(row: Row, alreadySubscribed: boolean, sent: boolean): NewsletterSubscription {
  return {
    email: row.email,
    language: row.languageCode as LanguageCode,
    already_subscribed: alreadySubscribed,
    status: row.confirmedAt !== null && row.unsubscribedAt === null ? "confirmed" : "pending",
    confirmation_sent: sent,
    subscribed_at: row.createdAt.toISOString(),
  };
}
