// The contact form's messages, newest first, a page at a time.
import { AdminMessagesScreen } from "@shop/ui";
import { useLoaderData } from "react-router";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import type { loader } from "./admin-messages.server.ts";

export { loader } from "./admin-messages.server.ts";

export default function AdminMessages() {
  const { page, messages, hasOlder } = useLoaderData<typeof loader>();
  return (
    <AdminMessagesScreen
      page={page}
      hasOlder={hasOlder}
      getPageHref={(next) =>
        next > 1 ? `${paths.admin}/messages?page=${next}` : `${paths.admin}/messages`
      }
      renderLink={renderRouterLink}
      messages={messages.map((message) => ({
        id: String(message.id),
        name: message.name,
        email: message.email,
        phone: message.phone,
        subject: message.subject,
        message: message.message,
        language: message.language,
        createdAt: message.created_at,
      }))}
    />
  );
}
