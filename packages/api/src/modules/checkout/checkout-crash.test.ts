// A crash in the middle of checkout load (issue 15): the API runs as a real process on its own
// PostgreSQL database, guests buy through HTTP (at the door, or by the test card through 3-D
// Secure), the process is killed with SIGKILL while orders are being written, and started again.
// The interrupted shoppers then retry the step they were cut off in, as a browser would, and the
// database must hold only whole orders, the stock they took, and no paid card without its order.
// PostgreSQL only: a killed process's embedded database is the crash-recovery of PGlite, not ours.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCargo, insertCategory, insertProduct } from "../../../test/commerce-fixtures.ts";
import { onPostgres, openTestDatabase } from "../../../test/harness.ts";

const SHOPPERS = 60;
const CONNECTIONS = 10;
/** Orders placed before the kill: enough that the kill lands while others are being placed. */
const KILL_AFTER_ORDERS = 12;
/** Two plentiful products and one that runs out, so that some checkouts are refused. */
const INITIAL_STOCK = [400, 400, 10];
const serverScript = new URL("../../server.ts", import.meta.url).pathname;
const cardYear = new Date().getUTCFullYear() + 2;

type Outcome = "completed" | "refused" | "interrupted";

interface Shopper {
  n: number;
  pays: "card" | "door";
  lines: Array<{ product_id: number; quantity: number }>;
  idempotencyKey: string;
  token?: string;
  addressId?: number;
  reference?: string;
  /** The next step to take; an interrupted shopper retries it after the restart. */
  step: number;
  outcome?: Outcome;
  refusal?: string;
  orderCode?: string;
}

/** An answer the shopper can act on; a cut connection or a 5xx is not one. */
class Interrupted extends Error {}
class Refused extends Error {}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe.skipIf(!onPostgres())("checkout when the process is killed mid-load", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let client: pg.Client;
  let origin: string;
  let port: number;
  let shop: ChildProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "shop-crash-"));
  const productIds: number[] = [];
  let place: { country_id: number; state_id: number; city_id: number };

  async function start() {
    const child = spawn(process.execPath, [serverScript], {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        SEED_DEMO: "false",
        LOG_LEVEL: "error",
      },
    });
    shop = child;
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
      const health = await fetch(`${origin}/api/v1/health`).catch(() => null);
      if (health?.ok) return;
      if (Date.now() > deadline) throw new Error("the API did not start within 30 s");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function api(
    shopper: Shopper,
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    // biome-ignore lint/suspicious/noExplicitAny: the answers of several routes
  ): Promise<any> {
    let response: Response;
    try {
      response = await fetch(`${origin}/api/v1${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          ...(shopper.token ? { authorization: `Bearer ${shopper.token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new Interrupted(path);
    }
    const text = await response.text().catch(() => {
      throw new Interrupted(path);
    });
    if (response.status >= 500) throw new Interrupted(`${path}: ${response.status}`);
    const json = JSON.parse(text);
    if (response.status >= 400) throw new Refused(`${path}: ${json.code ?? response.status}`);
    return json.response;
  }

  /** Steps from here on pay: a cut here may leave a card authorised but not yet its order. */
  const PAYMENT_STEP = 5;
  const steps: Array<(shopper: Shopper) => Promise<void>> = [
    async (s) => {
      s.token = (await api(s, "POST", "/guestToken", {})).token;
    },
    async (s) => {
      const address = await api(s, "POST", "/customer/addCustomerAddress", {
        title: "Ev",
        name: "Ayşe",
        surname: `Alıcı ${s.n}`,
        email: `crash.${s.n}@example.com`,
        phone: "0532 123 45 67",
        ...place,
        address: `Çarşı Cad. No: ${s.n}`,
        postal_code: "34000",
      });
      s.addressId = address.id;
    },
    async (s) => {
      await api(s, "POST", "/cart/add", { products: s.lines });
    },
    async (s) => {
      await api(s, "POST", "/cart/setCartAddress", { delivery_address_id: s.addressId });
    },
    async (s) => {
      const [cargo] = await api(s, "GET", "/cargo/getCargo");
      await api(s, "GET", `/cargo/changeCargo/${cargo.id}`);
    },
    async (s) => {
      const agreements = {
        idempotency_key: s.idempotencyKey,
        distance_selling_agreement: true,
        preliminary_information: true,
      };
      if (s.pays === "door") {
        s.orderCode = (
          await api(s, "POST", "/payDoor?door_payment_type=cash", agreements)
        ).order_code;
        return;
      }
      const started = await api(s, "POST", "/payCreditCard?provider=test", {
        ...agreements,
        card_holder: "Ayşe Alıcı",
        card_number: "4111 1111 1111 1111",
        expire_month: 12,
        expire_year: cardYear,
        cvv: "123",
        installment: 1,
      });
      s.reference = started.three_d_secure.reference;
    },
    async (s) => {
      if (s.pays === "door") return;
      const order = await api(s, "POST", `/payment/threeDSecure/${s.reference}`, {
        code: "123456",
      });
      s.orderCode = order.order_code;
    },
  ];

  async function checkOut(shopper: Shopper, onOrder: () => void) {
    try {
      while (shopper.step < steps.length) {
        await steps[shopper.step]?.(shopper);
        shopper.step++;
      }
      shopper.outcome = "completed";
      onOrder();
    } catch (error) {
      if (error instanceof Interrupted) shopper.outcome = "interrupted";
      else if (error instanceof Refused) {
        shopper.outcome = "refused";
        shopper.refusal = error.message;
      } else throw error;
    }
  }

  /** CONNECTIONS shoppers at a time; `stop` ends the handing out of new ones. */
  async function drive(queue: Shopper[], onOrder: () => void, stop: () => boolean) {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (!stop()) {
          const next = queue.shift();
          if (!next) return;
          await checkOut(next, onOrder);
        }
      }),
    );
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    const categoryId = await insertCategory(database.db);
    await insertCargo(database.db, {
      isDefault: true,
      freeShippingThreshold: null,
      basePrice: 4_000,
    });
    for (const [i, stock] of INITIAL_STOCK.entries()) {
      productIds.push(
        await insertProduct(database.db, { categoryId, stock, sellingPrice: 10_000 + i * 2_500 }),
      );
    }
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const first = async (sql: string, ...values: unknown[]) =>
      Number((await client.query<{ id: number }>(sql, values)).rows[0]?.id);
    const country_id = await first("SELECT id FROM countries WHERE iso2 = 'TR'");
    const state_id = await first(
      "SELECT id FROM states WHERE country_id = $1 ORDER BY id LIMIT 1",
      country_id,
    );
    const city_id = await first(
      "SELECT id FROM cities WHERE state_id = $1 ORDER BY id LIMIT 1",
      state_id,
    );
    place = { country_id, state_id, city_id };
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
  }, 60_000);

  afterAll(async () => {
    if (shop && shop.exitCode === null && shop.signalCode === null) {
      const exited = once(shop, "exit");
      shop.kill("SIGTERM");
      await exited;
    }
    await client?.end();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves only whole orders, the stock they took, and no paid card without its order", async () => {
    const shoppers: Shopper[] = Array.from({ length: SHOPPERS }, (_, n) => {
      const first = productIds[n % productIds.length] as number;
      const second = productIds[(n + 1) % productIds.length] as number;
      return {
        n,
        pays: n % 2 === 0 ? "card" : "door",
        lines: [
          { product_id: first, quantity: 1 + (n % 2) },
          ...(n % 4 === 0 ? [{ product_id: second, quantity: 1 }] : []),
        ],
        idempotencyKey: randomUUID(),
        step: 0,
      };
    });

    await start();
    const queue = [...shoppers];
    let placed = 0;
    let killed = false;
    const crashed = shop as ChildProcess;
    const exited = once(crashed, "exit");
    await drive(
      queue,
      () => {
        placed++;
        if (placed === KILL_AFTER_ORDERS) {
          crashed.kill("SIGKILL");
          killed = true;
        }
      },
      () => killed,
    );
    expect(killed, "orders placed before the queue ran out").toBe(true);
    await exited;
    expect(crashed.signalCode).toBe("SIGKILL");
    const cutOff = shoppers.filter((s) => s.outcome === "interrupted");
    const figures = {
      attempted: SHOPPERS,
      "completed before the kill": shoppers.filter((s) => s.outcome === "completed").length,
      "refused before the kill": shoppers.filter((s) => s.outcome === "refused").length,
      interrupted: cutOff.length,
      "interrupted in payment": cutOff.filter((s) => s.step >= PAYMENT_STEP).length,
      "not started before the kill": queue.length,
    };

    // Started again on the same database: the cut-off shoppers retry where they were, then the
    // shoppers who had not started yet buy too.
    await start();
    for (const shopper of cutOff) shopper.outcome = undefined;
    await drive(
      [...cutOff, ...queue],
      () => {},
      () => false,
    );
    const outcome = (o: Outcome) => shoppers.filter((s) => s.outcome === o).length;
    expect(outcome("interrupted")).toBe(0);
    expect(outcome("completed") + outcome("refused")).toBe(SHOPPERS);
    const refusals = shoppers.flatMap((s) => (s.refusal ? [s.refusal] : []));
    // Only the scarce product's stock may refuse a checkout.
    for (const refusal of refusals)
      expect(refusal).toMatch(/: (no_stock|not_enough_stock|out_of_stock_items)$/);

    const rows = async <T extends pg.QueryResultRow>(sql: string) =>
      (await client.query<T>(sql)).rows;
    const orders = await rows<{
      id: number;
      code: string;
      guest_id: number;
      payment_method: string;
      paid: boolean;
      total: string;
      expected_total: string;
      subtotal: string;
      line_sum: string | null;
      bad_lines: string;
      lines: string;
      delivery_ok: boolean;
      invoice_ok: boolean;
      history: string;
      mails: string;
      card_payments: string;
      card_amount: string | null;
    }>(`
      SELECT o.id, o.code, o.guest_id, o.payment_method, o.paid_at IS NOT NULL AS paid,
             o.total, o.subtotal,
             o.subtotal - o.campaign_discount - o.coupon_discount + o.cargo_price
               + o.gift_package_price + o.payment_fee AS expected_total,
             (SELECT sum(line_total) FROM order_items WHERE order_id = o.id) AS line_sum,
             (SELECT count(*) FROM order_items
               WHERE order_id = o.id AND line_total <> unit_price * quantity) AS bad_lines,
             (SELECT count(*) FROM order_items WHERE order_id = o.id) AS lines,
             o.delivery_address->>'name' = 'Ayşe' AND o.delivery_address->>'address' <> ''
               AS delivery_ok,
             o.invoice_address->>'name' = 'Ayşe' AS invoice_ok,
             (SELECT count(*) FROM order_status_history WHERE order_id = o.id) AS history,
             (SELECT count(*) FROM outbox_messages WHERE subject LIKE '%' || o.code || '%') AS mails,
             (SELECT count(*) FROM card_payments WHERE order_id = o.id AND status = 'succeeded')
               AS card_payments,
             (SELECT max(amount) FROM card_payments WHERE order_id = o.id) AS card_amount
        FROM orders o`);
    const completed = shoppers.filter((s) => s.outcome === "completed");
    // One order for each shopper who was answered one, whether before or after the crash.
    expect(orders.map((o) => o.code).sort()).toEqual(completed.map((s) => s.orderCode).sort());
    expect(new Set(orders.map((o) => o.guest_id)).size).toBe(orders.length);
    for (const order of orders) {
      const card = order.payment_method === "card";
      expect(order, order.code).toMatchObject({
        lines: expect.not.stringMatching(/^0$/),
        bad_lines: "0",
        line_sum: order.subtotal,
        total: order.expected_total,
        delivery_ok: true,
        invoice_ok: true,
        history: "1",
        mails: "1",
        paid: card,
        card_payments: card ? "1" : "0",
        card_amount: card ? order.total : null,
      });
    }
    const paidWithoutOrder = await rows(`
      SELECT p.id FROM card_payments p LEFT JOIN orders o ON o.id = p.order_id
       WHERE p.status = 'succeeded' AND o.id IS NULL`);
    expect(paidWithoutOrder).toEqual([]);

    const stock = await rows<{ id: number; stock: number; taken: string }>(`
      SELECT p.id, p.stock,
             coalesce((SELECT sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
                        WHERE i.product_id = p.id AND o.status <> 'cancelled'), 0) AS taken
        FROM products p WHERE p.id IN (${productIds.join(",")}) ORDER BY p.id`);
    for (const [i, row] of stock.entries()) {
      expect(row.stock, `product ${row.id}`).toBe((INITIAL_STOCK[i] ?? 0) - Number(row.taken));
      expect(row.stock).toBeGreaterThanOrEqual(0);
    }
    // The scarce product was fought over, not merely plentiful.
    expect(outcome("refused")).toBeGreaterThan(0);
    const cartsLeft = await rows(
      "SELECT c.id FROM carts c JOIN orders o ON o.guest_id = c.guest_id",
    );
    expect(cartsLeft).toEqual([]);

    const summary = {
      ...figures,
      "completed in all": outcome("completed"),
      "refused in all": outcome("refused"),
      "orders in the database": orders.length,
      "card payments started": Number(
        (await rows<{ n: string }>("SELECT count(*) AS n FROM card_payments"))[0]?.n,
      ),
      stock: stock.map(
        (row, i) => `#${row.id}: ${INITIAL_STOCK[i]} − ${row.taken} ordered = ${row.stock}`,
      ),
    };
    process.stdout.write(`checkout crash figures: ${JSON.stringify(summary, null, 2)}\n`);
  }, 90_000);
});
