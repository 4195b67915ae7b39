import type { ReactElement } from "react";

/** The card schemes and wallets a shop can show in its footer. */
export type PaymentMark =
  | "visa"
  | "mastercard"
  | "troy"
  | "amex"
  | "paypal"
  | "apple-pay"
  | "google-pay";

export const defaultPaymentMarks: PaymentMark[] = ["visa", "mastercard", "troy", "amex"];

// Simplified marks drawn as pictures (they are the schemes' artwork, not theme colours).
const marks: Record<PaymentMark, { name: string; art: ReactElement }> = {
  visa: {
    name: "Visa",
    art: (
      <text
        x="24"
        y="20.5"
        textAnchor="middle"
        fontFamily="inherit"
        fontSize="13"
        fontStyle="italic"
        fontWeight="900"
        fill="#1a1f71"
      >
        VISA
      </text>
    ),
  },
  mastercard: {
    name: "Mastercard",
    art: (
      <>
        <circle cx="19" cy="16" r="8.5" fill="#eb001b" />
        <circle cx="29" cy="16" r="8.5" fill="#f79e1b" />
        <path d="M24 9.1a8.5 8.5 0 0 1 0 13.8a8.5 8.5 0 0 1 0-13.8z" fill="#ff5f00" />
      </>
    ),
  },
  troy: {
    name: "Troy",
    art: (
      <text
        x="24"
        y="20.5"
        textAnchor="middle"
        fontFamily="inherit"
        fontSize="13"
        fontWeight="700"
        fill="#00485e"
      >
        tr
        <tspan fill="#00a0b0">o</tspan>y
      </text>
    ),
  },
  amex: {
    name: "American Express",
    art: (
      <>
        <rect x="6" y="6" width="36" height="20" rx="2" fill="#1f72cd" />
        <text
          x="24"
          y="19.5"
          textAnchor="middle"
          fontFamily="inherit"
          fontSize="9"
          fontWeight="900"
          fill="#ffffff"
        >
          AMEX
        </text>
      </>
    ),
  },
  paypal: {
    name: "PayPal",
    art: (
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontFamily="inherit"
        fontSize="11"
        fontStyle="italic"
        fontWeight="900"
        fill="#003087"
      >
        Pay<tspan fill="#009cde">Pal</tspan>
      </text>
    ),
  },
  "apple-pay": {
    name: "Apple Pay",
    art: (
      <text
        x="24"
        y="20.5"
        textAnchor="middle"
        fontFamily="inherit"
        fontSize="9.5"
        fontWeight="700"
        fill="#000000"
      >
        Apple Pay
      </text>
    ),
  },
  "google-pay": {
    name: "Google Pay",
    art: (
      <text
        x="24"
        y="20.5"
        textAnchor="middle"
        fontFamily="inherit"
        fontSize="12"
        fontWeight="700"
        fill="#3c4043"
      >
        <tspan fill="#4285f4">G</tspan> Pay
      </text>
    ),
  },
};

/** One payment scheme's mark, named for assistive technology by the scheme's own name. */
export function PaymentMarkImage({ mark }: { mark: PaymentMark }) {
  const { name, art } = marks[mark];
  return (
    <svg
      data-slot="footer-payment-mark"
      data-mark={mark}
      role="img"
      aria-label={name}
      viewBox="0 0 48 32"
      className="h-8 w-12 rounded-md border border-border-subtle bg-surface"
    >
      <title>{name}</title>
      {art}
    </svg>
  );
}
