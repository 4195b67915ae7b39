// The newsletter's subscribers: one row per address whatever its case. Subscribing twice changes
// nothing and says so; an address that had unsubscribed is subscribed again.
import { eq, sql } from "drizzle-orm";
import type { LanguageCode, NewsletterSubscription } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { newsletterSubscribers } from "../../db/schema/index.ts";

/** Subscriptions an e-mail address may ask for per hour, and a client address. */
export const NEWSLETTER_LIMITS = { perEmailPerHour: 5, perAddressPerHour: 30 } as const;

export async function subscribe(
  db: Database,
  email: string,
  lang: LanguageCode,
): Promise<NewsletterSubscription> {
  const byAddress = eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase());
  // ON CONFLICT on the lower(email) index: two simultaneous subscriptions make one row.
  const [created] = await db
    .insert(newsletterSubscribers)
    .values({ email, languageCode: lang })
    .onConflictDoNothing()
    .returning();
  if (created) return answer(created, false);

  const [existing] = await db.select().from(newsletterSubscribers).where(byAddress).limit(1);
  if (!existing) throw new Error("newsletter subscriber vanished between insert and select");
  if (existing.unsubscribedAt === null) return answer(existing, true);
  const [again] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: null, languageCode: lang })
    .where(eq(newsletterSubscribers.id, existing.id))
    .returning();
  return answer(again ?? existing, false);
}

function answer(
  row: typeof newsletterSubscribers.$inferSelect,
  alreadySubscribed: boolean,
): NewsletterSubscription {
  return {
    email: row.email,
    language: row.languageCode as LanguageCode,
    already_subscribed: alreadySubscribed,
    subscribed_at: row.createdAt.toISOString(),
  };
}
