// The contact form's messages: stored for the admin to read, newest first.
import { desc } from "drizzle-orm";
import type { ContactMessage, ContactMessageRequest, LanguageCode } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { contactMessages } from "../../db/schema/index.ts";

/** Messages a client address may send per hour, and an e-mail address per day. */
export const CONTACT_LIMITS = { perAddressPerHour: 5, perEmailPerDay: 10 } as const;

export async function saveContactMessage(
  db: Database,
  request: ContactMessageRequest,
  lang: LanguageCode,
): Promise<Date> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: request.name,
      email: request.email,
      phone: request.phone || null,
      subject: request.subject,
      message: request.message,
      languageCode: lang,
    })
    .returning({ createdAt: contactMessages.createdAt });
  if (!row) throw new Error("contact message not stored");
  return row.createdAt;
}

export async function listContactMessages(
  db: Database,
  { page, limit }: { page: number; limit: number },
): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    language: row.languageCode as LanguageCode,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  }));
}
