// The shop's e-mails as sent: the stored message (written as plain text by the module that caused
// it, in the shopper's language) becomes an HTML page with a plain-text alternative. Each topic
// gets its heading and, for the link it carries, a button; the storefront paths in the text
// become absolute links on the shop's public address. No images, so the mail reads the same with
// pictures blocked; every value is escaped, since names and addresses are the shopper's text.
import type { LanguageCode } from "../../contract/index.ts";
import { localePrefix } from "../../lib/storefront-path.ts";
import type { QueuedMessage } from "./channel-adapter.ts";

type TopicTexts = { heading: string; action?: string };

const TOPICS: Record<LanguageCode, Record<string, TopicTexts>> = {
  tr: {
    order_created: { heading: "Siparişiniz alındı" },
    order_status: { heading: "Siparişinizin durumu değişti", action: "Kargonuzu takip edin" },
    refund_status: { heading: "İadenizin durumu değişti" },
    password_reset: { heading: "Şifre yenileme", action: "Yeni şifre belirleyin" },
    email_changed: { heading: "E-posta adresiniz değişti" },
    back_in_stock: { heading: "Ürün yeniden stokta", action: "Ürüne gidin" },
    newsletter_confirmation: { heading: "Bülten aboneliği", action: "Aboneliğimi onayla" },
    otp_login: { heading: "Giriş kodunuz" },
    otp_confirm_phone: { heading: "Doğrulama kodunuz" },
  },
  en: {
    order_created: { heading: "We have received your order" },
    order_status: { heading: "Your order has moved on", action: "Follow your parcel" },
    refund_status: { heading: "Your refund has moved on" },
    password_reset: { heading: "Reset your password", action: "Set a new password" },
    email_changed: { heading: "Your e-mail address was changed" },
    back_in_stock: { heading: "Back in stock", action: "See the product" },
    newsletter_confirmation: {
      heading: "Newsletter subscription",
      action: "Confirm my subscription",
    },
    otp_login: { heading: "Your sign-in code" },
    otp_confirm_phone: { heading: "Your confirmation code" },
  },
  ar: {
    order_created: { heading: "تم استلام طلبك" },
    order_status: { heading: "تغيّرت حالة طلبك", action: "تتبع شحنتك" },
    refund_status: { heading: "تغيّرت حالة الاسترداد" },
    password_reset: { heading: "إعادة تعيين كلمة المرور", action: "عيّن كلمة مرور جديدة" },
    email_changed: { heading: "تم تغيير بريدك الإلكتروني" },
    back_in_stock: { heading: "متوفر من جديد", action: "شاهد المنتج" },
    newsletter_confirmation: { heading: "الاشتراك في النشرة", action: "تأكيد اشتراكي" },
    otp_login: { heading: "رمز تسجيل الدخول" },
    otp_confirm_phone: { heading: "رمز التأكيد" },
  },
};

const FOOTER: Record<LanguageCode, (recipient: string) => string> = {
  tr: (to) => `Bu e-posta ${to} adresine gönderildi.`,
  en: (to) => `This e-mail was sent to ${to}.`,
  ar: (to) => `أُرسلت هذه الرسالة إلى ${to}.`,
};

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

// An absolute http(s) address, or a storefront path standing on its own (after a space or at the
// start of a line); a lone "/" between words (an address's "city / district") is not a link.
const LINK = /(https?:\/\/[^\s<>"]+)|(?<=^|\s)(\/[^\s/][^\s<>"]*)/g;
const TRAILING = /[.,;:!?)]+$/;

type Piece = { text: string } | { href: string; shown: string };

function pieces(line: string, origin: string): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  for (const match of line.matchAll(LINK)) {
    const raw = match[0];
    const trimmed = raw.replace(TRAILING, "");
    const start = match.index;
    if (start > at) out.push({ text: line.slice(at, start) });
    const href = raw.startsWith("/") ? `${origin}${trimmed}` : trimmed;
    out.push({ href, shown: href });
    at = start + trimmed.length;
  }
  if (at < line.length) out.push({ text: line.slice(at) });
  return out;
}

export function renderEmail(message: QueuedMessage, origin: string): RenderedEmail {
  const lang = message.languageCode in TOPICS ? message.languageCode : "tr";
  const rtl = lang === "ar";
  const align = rtl ? "right" : "left";
  const topic = TOPICS[lang][message.topic];
  const subject = message.subject ?? topic?.heading ?? "";
  const heading = topic?.heading ?? subject;
  const lines = message.body.split("\n").map((line) => pieces(line, origin));
  const home = `${origin}${localePrefix(lang)}`;

  const text = [
    ...lines.map((p) => p.map((x) => ("href" in x ? x.href : x.text)).join("")),
    "",
    "--",
    FOOTER[lang](message.recipient),
    home,
  ].join("\n");

  const paragraphs: string[] = [];
  let block: string[] = [];
  const flush = () => {
    if (block.length)
      paragraphs.push(`<p style="margin:0 0 16px;line-height:1.5">${block.join("<br>")}</p>`);
    block = [];
  };
  for (const p of lines) {
    if (p.length === 0) {
      flush();
      continue;
    }
    const first = p[0];
    if (p.length === 1 && first && "href" in first) {
      flush();
      const href = escapeHtml(first.href);
      const label = escapeHtml(topic?.action ?? first.shown);
      paragraphs.push(
        `<p style="margin:0 0 8px"><a href="${href}" style="display:inline-block;background:#c2410c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${label}</a></p>`,
        `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all" dir="ltr"><a href="${href}" style="color:#1a4fa0">${href}</a></p>`,
      );
      continue;
    }
    block.push(
      p
        .map((x) =>
          "href" in x
            ? `<a href="${escapeHtml(x.href)}" style="color:#1a4fa0">${escapeHtml(x.shown)}</a>`
            : escapeHtml(x.text),
        )
        .join(""),
    );
  }
  flush();

  const dir = rtl ? "rtl" : "ltr";
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5" dir="${dir}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f2933;text-align:${align}">
<tr><td style="padding:24px 24px 8px;border-bottom:3px solid #c2410c">
<h1 style="margin:0;font-size:20px;line-height:1.3;color:#1f2933">${escapeHtml(heading)}</h1>
</td></tr>
<tr><td style="padding:24px">
${paragraphs.join("\n")}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#555555;border-top:1px solid #e4e4e7">
${escapeHtml(FOOTER[lang](message.recipient))}<br>
<a href="${escapeHtml(home)}" style="color:#555555" dir="ltr">${escapeHtml(home)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, html, text };
}
