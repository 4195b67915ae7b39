import { Check, Link2, Mail, MessageCircle, Share2 } from "lucide-react";
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { IconButton } from "../icon-button/icon-button.tsx";

const messages = defineUiMessages({
  label: { id: "layout.share.label", description: "Name of the share buttons group" },
  copy: { id: "layout.share.copy" },
  copied: { id: "layout.share.copied", description: "Shown for a moment after copying" },
  copyFailed: { id: "layout.share.copyFailed" },
  whatsapp: { id: "layout.share.whatsapp" },
  x: { id: "layout.share.x" },
  facebook: { id: "layout.share.facebook" },
  email: { id: "layout.share.email" },
  native: { id: "layout.share.native", description: "The device's own share sheet" },
});

export type ShareChannel = "copy" | "whatsapp" | "x" | "facebook" | "email" | "native";

export type ShareButtonsProps = Omit<ComponentProps<"div">, "children"> & {
  /** The absolute address to share. */
  url: string;
  /** The page's title (product name, blog post title). */
  title: string;
  /** Called when the shopper shares through a channel (for analytics). */
  onShare?: (channel: ShareChannel) => void;
  /** Show the "Share" label before the buttons. */
  showLabel?: boolean;
};

const copiedFor = 2000;

// The networks' own glyphs (lucide has no brand icons); colours are the networks' artwork.
function XGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="#000000">
      <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
    </svg>
  );
}

function FacebookGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="#1877f2">
      <path d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.7 4.53-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z" />
    </svg>
  );
}

/**
 * Share a page: copy its link (with a "copied" confirmation), WhatsApp, X, Facebook and e-mail
 * as plain links built from the URL, and the device's share sheet where the browser has one.
 */
function ShareButtons({
  url,
  title,
  onShare,
  showLabel = true,
  className,
  ...props
}: ShareButtonsProps) {
  const intl = useIntl();
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const [canShare, setCanShare] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    // only in the browser, after hydration: the server never renders the native button
    setCanShare(typeof navigator !== "undefined" && typeof navigator.share === "function");
    return () => clearTimeout(timer.current);
  }, []);

  const text = `${title} ${url}`;
  const encoded = encodeURIComponent(url);
  const links: { channel: ShareChannel; href: string; label: string; icon: ReactNode }[] = [
    {
      channel: "whatsapp",
      href: `https://wa.me/?text=${encodeURIComponent(text)}`,
      label: intl.formatMessage(messages.whatsapp),
      icon: <MessageCircle style={{ color: "#128c7e" }} />,
    },
    {
      channel: "x",
      href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encoded}`,
      label: intl.formatMessage(messages.x),
      icon: <XGlyph />,
    },
    {
      channel: "facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      label: intl.formatMessage(messages.facebook),
      icon: <FacebookGlyph />,
    },
    {
      channel: "email",
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`,
      label: intl.formatMessage(messages.email),
      icon: <Mail />,
    },
  ];

  const copyLink = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setCopy("copied");
      onShare?.("copy");
    } catch {
      setCopy("failed");
    }
    timer.current = setTimeout(() => setCopy("idle"), copiedFor);
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title, url });
      onShare?.("native");
    } catch {
      // the shopper closed the share sheet: nothing to do
    }
  };

  const button = "rounded-full border-border-subtle bg-surface [&_svg]:size-[1.125rem]";

  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons named as a whole, not a form's fieldset
    <div
      data-slot="share-buttons"
      role="group"
      aria-label={intl.formatMessage(messages.label)}
      className={cn("flex flex-wrap items-center gap-2", className)}
      {...props}
    >
      {showLabel && (
        <span
          aria-hidden="true"
          data-slot="share-buttons-label"
          className="me-1 text-body-sm font-medium text-fg-muted"
        >
          {intl.formatMessage(messages.label)}
        </span>
      )}
      <IconButton
        data-slot="share-buttons-copy"
        data-state={copy}
        variant="outline"
        label={intl.formatMessage(messages.copy)}
        onClick={copyLink}
        className={cn(
          button,
          copy === "copied" && "border-success-border bg-success-subtle text-success-fg",
        )}
      >
        {copy === "copied" ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
      </IconButton>
      {links.map((link) => (
        <IconButton
          key={link.channel}
          asChild
          variant="outline"
          label={link.label}
          className={button}
        >
          <a
            data-slot="share-buttons-link"
            data-channel={link.channel}
            href={link.href}
            {...(link.channel === "email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
            onClick={() => onShare?.(link.channel)}
          >
            {link.icon}
          </a>
        </IconButton>
      ))}
      {canShare && (
        <IconButton
          data-slot="share-buttons-native"
          variant="outline"
          label={intl.formatMessage(messages.native)}
          onClick={shareNatively}
          className={button}
        >
          <Share2 aria-hidden="true" className="rtl:-scale-x-100" />
        </IconButton>
      )}
      <span
        data-slot="share-buttons-status"
        role="status"
        className={cn(
          "text-body-sm font-medium",
          copy === "failed" ? "text-danger-fg" : "text-success-fg",
        )}
      >
        {copy === "copied" && intl.formatMessage(messages.copied)}
        {copy === "failed" && intl.formatMessage(messages.copyFailed)}
      </span>
    </div>
  );
}

export { ShareButtons };
