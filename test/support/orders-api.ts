import type { TestReply, TestRequest } from "./server.js";

/** Price of one unit: an order's total is `quantity * PRICE`. */
export const PRICE = 7;
/** The ledger overflows (HTTP 500) for totals above this; the generator's plain range (quantity ≤ 2^31) stays below it. */
export const LEDGER_LIMIT = 1e11;

/** An order API whose only defect shows for large order totals. */
export const ORDERS_DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "Orders", version: "1" },
  paths: {
    "/orders": {
      post: {
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["quantity"],
                additionalProperties: false,
                properties: { quantity: { type: "integer", minimum: 1 } },
              },
            },
          },
        },
        responses: {
          "200": {
            description: "priced",
            content: { "application/json": { schema: { type: "object", required: ["total"], properties: { total: { type: "integer" } } } } },
          },
          "400": { description: "not an order" },
        },
      },
    },
  },
};

/** What the server saw: the total of every order it priced. */
export interface OrdersSeen {
  totals: number[];
}

/** The handler: prices each order; a total above {@link LEDGER_LIMIT} is a server error. */
export function ordersHandler(seen: OrdersSeen): (request: TestRequest) => TestReply {
  return (request) => {
    if (request.url.pathname === "/openapi.json") return { status: 200, body: ORDERS_DOCUMENT };
    let quantity: unknown;
    try {
      quantity = (JSON.parse(request.body.toString("utf8")) as { quantity?: unknown }).quantity;
    } catch {
      return { status: 400 };
    }
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) return { status: 400 };
    const total = quantity * PRICE;
    seen.totals.push(total);
    if (total > LEDGER_LIMIT) return { status: 500, body: { error: "ledger overflow" } };
    return { status: 200, body: { total } };
  };
}
