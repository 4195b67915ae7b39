// The selling side under load (issue 8): add to cart, cart details and order creation, each at
// 10 connections, on the embedded database and, when a PostgreSQL server is named
// (BENCH_DATABASE_URL or TEST_DATABASE_URL), on a fresh database there. Every connection is its
// own guest with its own cart, as real shoppers are; the requests go through the public API.
// Run alone with `node scripts/bench/commerce.ts`; `pnpm bench` runs it after the rest.
// BENCH_COMMERCE_DATABASES=PostgreSQL (or embedded) measures only that database.
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { table } from "./report.ts";
import { type RunningShop, startShop } from "./start-shop.ts";

const CONNECTIONS = 10;
const SECONDS = 10;
const WARM_UP_SECONDS = 2;

export interface CommerceRow {
  database: "embedded" | "PostgreSQL";
  measure: string;
  requestsPerSecond: number;
  medianMs: number;
  p99Ms: number;
  /** Refused or failed answers (out of stock after many orders, say). */
  non2xx: number;
  /** For order creation: orders made per second. */
  ordersPerSecond?: number;
}

export interface Shopper {
  token: string;
}

async function api<T>(origin: string, path: string, init: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${origin}/api/v1/${path}`, {
    method: init.body === undefined ? "GET" : "POST",
    headers: {
      "content-type": "application/json",
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { response: T }).response;
}

/** In-stock products without sub-products, the ones a bench can add without choosing. */
export async function simpleProducts(origin: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 10 && ids.length < 200; page++) {
    const found = await api<{
      items: Array<{ id: number; in_stock: boolean; has_sub_products: boolean }>;
      page_count: number;
    }>(origin, "product/getCategoryProducts?language=tr&currency=1", {
      body: { page, page_size: 48 },
    });
    ids.push(...found.items.filter((p) => p.in_stock && !p.has_sub_products).map((p) => p.id));
    if (page >= found.page_count) break;
  }
  return ids;
}

export async function shoppers(origin: string, count: number): Promise<Shopper[]> {
  const countries = await api<Array<{ id: number; iso2: string }>>(origin, "country");
  const turkey = countries.find((c) => c.iso2 === "TR") ?? countries[0];
  const [state] = await api<Array<{ id: number }>>(
    origin,
    `state/getStatesByCountryId/${turkey?.id}`,
  );
  const [city] = await api<Array<{ id: number }>>(origin, `city/getCitiesByStateId/${state?.id}`);
  const made: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const { token } = await api<{ token: string }>(origin, "guestToken", { body: {} });
    await api(origin, "customer/addCustomerAddress", {
      token,
      body: {
        title: "Ev",
        name: "Bench",
        surname: "Shopper",
        email: `bench.${i}@example.com`,
        phone: "0532 123 45 67",
        country_id: turkey?.id,
        state_id: state?.id,
        city_id: city?.id,
        address: "Bench Cad. No: 1",
        postal_code: "34000",
      },
    });
    made.push({ token });
  }
  return made;
}

export type Request = {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
};

/**
 * A closed loop of `requests` per connection. `rotate`: every loop takes the next shopper of the
 * pool (many carts, as many shoppers make); otherwise each connection keeps one shopper, whose
 * cart its requests build on.
 */
export async function run(
  origin: string,
  people: Shopper[],
  requests: Request[],
  seconds: number,
  rotate = false,
  connections = CONNECTIONS,
) {
  let next = 0;
  const withShopper = requests.map((request, index) => ({
    ...request,
    setupRequest: (req: Request, context: Record<string, unknown>) => {
      if (index === 0 && (rotate || context.token === undefined)) {
        context.token = people[next++ % people.length]?.token;
      }
      const prepared = request.setupRequest ? request.setupRequest(req, context) : req;
      return {
        ...prepared,
        headers: {
          ...prepared.headers,
          "content-type": "application/json",
          authorization: `Bearer ${context.token as string}`,
        },
      };
    },
  }));
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    requests: withShopper as never,
  });
  return {
    requestsPerSecond: result.requests.average,
    medianMs: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    durationSeconds: result.duration,
  };
}

/**
 * Add to cart by guests: every request the next shopper of a pool of four a connection (as many
 * shoppers make many carts), the next in-stock simple product; after a warm-up.
 */
export async function addToCartLoad(
  origin: string,
  options: { connections: number; seconds: number; warmUpSeconds: number },
) {
  const products = await simpleProducts(origin);
  if (products.length === 0) throw new Error("no simple in-stock product in the seeded shop");
  const people = await shoppers(origin, 4 * options.connections);
  let next = 0;
  const addToCart: Request = {
    method: "POST",
    path: "/api/v1/cart/add",
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify({
        products: [{ product_id: products[next++ % products.length], quantity: 1 }],
      }),
    }),
  };
  await run(origin, people, [addToCart], options.warmUpSeconds, true, options.connections);
  return run(origin, people, [addToCart], options.seconds, true, options.connections);
}

async function measure(
  shop: RunningShop,
  database: CommerceRow["database"],
  log: (m: string) => void,
) {
  const origin = shop.origin;
  const products = await simpleProducts(origin);
  if (products.length === 0) throw new Error("no simple in-stock product in the seeded shop");
  // Enough shoppers that a line rarely reaches a product's stock or maximum order.
  const people = await shoppers(origin, 4 * CONNECTIONS);
  let product = 0;
  const nextProduct = () => products[product++ % products.length];
  const addToCart: Request = {
    method: "POST",
    path: "/api/v1/cart/add",
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify({ products: [{ product_id: nextProduct(), quantity: 1 }] }),
    }),
  };
  const rows: CommerceRow[] = [];

  log(`▶ ${database}: add to cart`);
  await run(origin, people, [addToCart], WARM_UP_SECONDS, true);
  const added = await run(origin, people, [addToCart], SECONDS, true);
  rows.push({ database, measure: "add to cart", ...added });

  log(`▶ ${database}: cart details`);
  const details: Request = { method: "GET", path: "/api/v1/cart/getCartDetails/me" };
  await run(origin, people, [details], WARM_UP_SECONDS);
  rows.push({
    database,
    measure: "cart details",
    ...(await run(origin, people, [details], SECONDS)),
  });

  // An order is three calls: a line into the emptied cart, the address, the payment, by shoppers
  // whose carts start empty (one a connection, so that no two requests share a cart).
  log(`▶ ${database}: order creation`);
  const buyers = await shoppers(origin, CONNECTIONS);
  const addresses = new Map<string, number>();
  for (const person of buyers) {
    const list = await api<Array<{ id: number }>>(origin, "customer/getGuestAddress", {
      token: person.token,
    });
    addresses.set(person.token, list[0]?.id ?? 0);
  }
  let orders = 0;
  const order: Request[] = [
    {
      method: "POST",
      path: "/api/v1/cart/add",
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({ products: [{ product_id: nextProduct(), quantity: 1 }] }),
      }),
    },
    {
      method: "POST",
      path: "/api/v1/cart/setCartAddress",
      setupRequest: (req, context) => ({
        ...req,
        body: JSON.stringify({ delivery_address_id: addresses.get(context.token as string) }),
      }),
    },
    {
      method: "POST",
      path: "/api/v1/payDoor?door_payment_type=cash",
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({
          idempotency_key: randomUUID(),
          distance_selling_agreement: true,
          preliminary_information: true,
        }),
      }),
      onResponse: (status) => {
        if (status === 201) orders++;
      },
    },
  ];
  const placed = await run(origin, buyers, order, SECONDS);
  rows.push({
    database,
    measure: "order creation (3 calls)",
    ...placed,
    ordersPerSecond: orders / placed.durationSeconds,
  });
  return rows;
}

/** A fresh database on the named PostgreSQL server, dropped afterwards. */
export async function postgresDatabase(serverUrl: string) {
  const name = `shop_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The aims for selling (issue of the cart's speed): printed beside the table, never asserted. */
export const COMMERCE_AIMS = {
  addToCartPerSecond: 1000,
  addToCartP99Ms: 50,
  ordersPerSecond: 200,
};

export function commerceAims(rows: readonly CommerceRow[]): string {
  const on = (database: CommerceRow["database"], measure: string) =>
    rows.find((row) => row.database === database && row.measure.startsWith(measure));
  const add = on("PostgreSQL", "add to cart");
  const order = on("PostgreSQL", "order creation");
  const mark = (met: boolean) => (met ? "met" : "not met");
  const lines = [
    `aim: add to cart ≥ ${COMMERCE_AIMS.addToCartPerSecond} req/s with p99 ≤ ${COMMERCE_AIMS.addToCartP99Ms} ms on PostgreSQL: ${
      add
        ? `${add.requestsPerSecond.toFixed(0)} req/s, p99 ${add.p99Ms.toFixed(1)} ms, ${mark(
            add.requestsPerSecond >= COMMERCE_AIMS.addToCartPerSecond &&
              add.p99Ms <= COMMERCE_AIMS.addToCartP99Ms,
          )}`
        : "not measured"
    }`,
    `aim: order creation ≥ ${COMMERCE_AIMS.ordersPerSecond} orders/s on PostgreSQL: ${
      order?.ordersPerSecond !== undefined
        ? `${order.ordersPerSecond.toFixed(0)}/s, ${mark(order.ordersPerSecond >= COMMERCE_AIMS.ordersPerSecond)}`
        : "not measured"
    }`,
  ];
  return lines.join("\n");
}

export async function measureCommerce(log: (message: string) => void): Promise<CommerceRow[]> {
  const rows: CommerceRow[] = [];
  const only = process.env.BENCH_COMMERCE_DATABASES?.toLowerCase();
  const wanted = (database: CommerceRow["database"]) =>
    !only || only.split(",").some((name) => name.trim() === database.toLowerCase());
  if (wanted("embedded")) {
    log("▶ selling: starting the shop on a fresh embedded database");
    const embedded = await startShop(log);
    try {
      rows.push(...(await measure(embedded, "embedded", log)));
    } finally {
      await embedded.stop();
    }
  }
  const server = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (server && wanted("PostgreSQL")) {
    const database = await postgresDatabase(server);
    log("▶ selling: starting the shop on a fresh PostgreSQL database");
    const shop = await startShop(log, { databaseUrl: database.url });
    try {
      rows.push(...(await measure(shop, "PostgreSQL", log)));
    } finally {
      await shop.stop();
      await database.drop();
    }
  } else {
    log("  (no BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL left out)");
  }
  return rows;
}

export function commerceTable(rows: readonly CommerceRow[]): string {
  return table(
    ["selling, 10 connections", "database", "req/s", "median ms", "p99 ms", "non-2xx", "orders/s"],
    rows.map((row) => [
      row.measure,
      row.database,
      row.requestsPerSecond.toFixed(0),
      row.medianMs.toFixed(1),
      row.p99Ms.toFixed(1),
      String(row.non2xx),
      row.ordersPerSecond === undefined ? "" : row.ordersPerSecond.toFixed(0),
    ]),
    ["left", "left", "right", "right", "right", "right", "right"],
  );
}

if (import.meta.main) {
  const log = (message: string) => process.stdout.write(`${message}\n`);
  measureCommerce(log)
    .then((rows) => log(`\n${commerceTable(rows)}\n\n${commerceAims(rows)}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
