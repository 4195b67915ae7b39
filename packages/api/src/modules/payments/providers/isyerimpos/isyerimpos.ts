// İşyerimPOS (Faturamatik's virtual POS), written against its documented API (dev.isyerimpos.com:
// sanalpos/odeme-istegi, 3d-odeme-onayi, sonuc-kontrolu; the İşyerimPOS Postman collection, as
// kept in github.com/apo-bozdag/isyerim-pos, for refundRequest). Every call is a JSON POST to
// API_URL + method with the headers MerchantId, UserId and ApiKey; there is no signature. Every
// answer is a Result: Message, ErrorCode (0 when done), IsDone and Content.
//
// The shop's card form takes the card, and the server sends it with payRequest3d (Amount as a
// decimal in lira, Installment, IsAutoCommit false, ReflectCost false so no commission is added).
// The answer's Uid and ConfirmKey stay on the server, as the payment's provider id; its
// ResponseAsHtml is the bank's page. İşyerimPOS then sends the shopper's browser to ReturnUrl with
// ?uid= or ?orderId= appended, a GET that proves nothing. So the server checks that the return
// names this payment, commits it with payComplete?uid&key, and places the order only when
// payResultCheck?uid shows Status 4 for this OrderId with the amount and instalments asked.
import type { PaymentProvider } from "../../payment-provider.ts";
import { ProviderUnavailableError, singlePayment } from "../../payment-provider.ts";
import { decimalAmount, minorOfDecimal, sameText } from "../../provider-form.ts";
import { parseJson, postToProvider } from "../../provider-http.ts";

export interface IsyerimposCredentials {
  merchantId: string;
  userId: string;
  apiKey: string;
  /** https://api.isyerimpos.com/v1/, https://apitest.isyerimpos.com/v1/, or a stand-in. */
  baseUrl: string;
  timeoutMs?: number;
}

/** payResultCheck's Status of a payment taken ("Status=4 olmalı", sonuc-kontrolu). */
const PAID = 4;

/** The provider id kept while the payment is open: the Uid, and the key that commits it. */
const openId = (uid: string, confirmKey: string) => `${uid}:${confirmKey}`;
const uidOf = (providerPaymentId: string) => providerPaymentId.split(":")[0] ?? "";

export function isyerimposProvider(credentials: IsyerimposCredentials): PaymentProvider {
  const base = credentials.baseUrl.endsWith("/") ? credentials.baseUrl : `${credentials.baseUrl}/`;
  const call = async (method: string, body?: Record<string, unknown>) => {
    const answer = parseJson(
      "isyerimpos",
      await postToProvider("isyerimpos", `${base}${method}`, {
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          MerchantId: credentials.merchantId,
          UserId: credentials.userId,
          ApiKey: credentials.apiKey,
        },
        body: JSON.stringify(body ?? {}),
        ...(credentials.timeoutMs ? { timeoutMs: credentials.timeoutMs } : {}),
      }),
    );
    const content = (answer.Content ?? null) as Record<string, unknown> | null;
    return { done: answer.IsDone === true && Number(answer.ErrorCode) === 0, answer, content };
  };

  return {
    name: "isyerimpos",
    cardForm: true,
    // payRequest3d has no currency field and answers no currency: İşyerimPOS takes lira.
    currencies: ["TRY"],
    verifiesOnReturn: true,
    // The bank's page is kept only until the shopper opens it.
    pageCarriesCard: true,
    async cardInfo(_bin, cartTotal) {
      // getInstallments exists, but the shape of its answer is not documented in what could be
      // read: no instalment count is offered that the shop could not check, so one payment only.
      return singlePayment(cartTotal);
    },
    async start(request) {
      const card = request.card;
      if (!card) throw new ProviderUnavailableError("isyerimpos", "card form missing");
      const amount = Number(decimalAmount(request.amount));
      const { done, answer, content } = await call("payRequest3d", {
        ReturnUrl: request.returnUrl,
        OrderId: request.reference,
        ClientIp: request.buyer.ip,
        Installment: request.installments,
        Amount: amount,
        Is3D: true,
        IsAutoCommit: false,
        ReflectCost: false,
        CardInfo: {
          CardOwner: card.holder,
          CardNo: card.number,
          Month: String(card.expireMonth).padStart(2, "0"),
          Year: String(card.expireYear % 100).padStart(2, "0"),
          Cvv: card.cvv,
        },
        CustomerInfo: {
          Name: request.buyer.name || card.holder,
          Phone: request.buyer.phone,
          Email: request.buyer.email,
          Address: request.buyer.address,
          Description: request.reference,
        },
        Products: [{ Name: request.reference, Count: 1, UnitPrice: amount }],
      });
      const uid = content?.Uid;
      const confirmKey = content?.ConfirmKey;
      const html = content?.ResponseAsHtml;
      if (!done || typeof uid !== "string" || typeof confirmKey !== "string" || !html)
        return { kind: "declined", reason: `payRequest3d ${String(answer.ErrorCode)}` };
      return { kind: "html", html: String(html), providerPaymentId: openId(uid, confirmKey) };
    },
    async verify(payment, fields) {
      const [uid = "", confirmKey = ""] = (payment.providerPaymentId ?? "").split(":");
      if (!uid) return { status: "rejected", reason: "no payment started" };
      // The return carries ?uid= or ?orderId=: either must be this payment's.
      const named =
        fields.uid !== undefined
          ? sameText(fields.uid.toLowerCase(), uid.toLowerCase())
          : fields.orderId === payment.reference;
      if (!named) return { status: "rejected", reason: "return for another payment" };
      // Committing an unverified or failed 3-D Secure answers an error, and a repeated commit of
      // one already taken the same: only payResultCheck's answer decides.
      if (confirmKey)
        await call(
          `payComplete?uid=${encodeURIComponent(uid)}&key=${encodeURIComponent(confirmKey)}`,
        );
      const { done, content } = await call(`payResultCheck?uid=${encodeURIComponent(uid)}`);
      if (
        !done ||
        Number(content?.Status) !== PAID ||
        String(content?.OrderId) !== payment.reference ||
        String(content?.Uid).toLowerCase() !== uid.toLowerCase()
      )
        return { status: "failed", reason: `payResultCheck status ${String(content?.Status)}` };
      return {
        status: "succeeded",
        amount: minorOfDecimal(content?.Amount),
        // İşyerimPOS takes lira only (no currency in its requests or answers).
        currencyCode: "TRY",
        installments: Math.max(1, Number(content?.Installment)),
        providerPaymentId: uid,
      };
    },
    async refund(payment, amount) {
      const { done, answer } = await call("refundRequest", {
        uid: uidOf(payment.providerPaymentId),
        amount: Number(decimalAmount(amount)),
        description: `Refund of ${payment.reference}`,
      });
      if (!done)
        throw new ProviderUnavailableError(
          "isyerimpos",
          `refund refused: ${String(answer.ErrorCode)}`,
        );
    },
  };
}
