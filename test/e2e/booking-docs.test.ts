// Runs the /docs page's inline script against the real app, in a minimal DOM stand-in
// (no browser is available here): it must render every operation and its "Try it" must work.
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN, type RunningApp, startApp } from "../support/booking-harness.js";

class FakeNode {
  readonly children: (FakeNode | string)[] = [];
  readonly attributes = new Map<string, string>();
  readonly listeners = new Map<string, () => Promise<void>>();
  value = "";
  constructor(readonly tag: string) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  append(...nodes: (FakeNode | string)[]) {
    this.children.push(...nodes);
    if (this.tag === "textarea") this.value = this.textContent;
  }
  replaceChildren(...nodes: (FakeNode | string)[]) {
    this.children.length = 0;
    this.append(...nodes);
  }
  addEventListener(type: string, listener: () => Promise<void>) {
    this.listeners.set(type, listener);
  }
  get textContent(): string {
    return this.children.map((child) => (typeof child === "string" ? child : child.textContent)).join("");
  }
  set textContent(text: string) {
    this.children.length = 0;
    this.children.push(text);
  }
  findAll(predicate: (node: FakeNode) => boolean): FakeNode[] {
    const own = predicate(this) ? [this] : [];
    const nested = this.children.flatMap((child) => (typeof child === "string" ? [] : child.findAll(predicate)));
    return [...own, ...nested];
  }
}

describe("/docs page", () => {
  let running: RunningApp;
  beforeAll(async () => {
    running = await startApp(true);
  });
  afterAll(() => running.close());

  it("renders every operation and sends a working request from its Try-it form", async () => {
    const html = await (await fetch(`${running.base}/docs`)).text();
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(html)?.[1];
    expect(script).toBeDefined();
    const ids = new Map(["operations", "title", "description", "token"].map((id) => [id, new FakeNode(id)]));
    ids.get("token")!.value = TOKEN;
    const document = { getElementById: (id: string) => ids.get(id), createElement: (tag: string) => new FakeNode(tag), title: "" };
    const relativeFetch = (url: string, init?: RequestInit) => fetch(new URL(url, running.base), init);
    const sandbox: Record<string, unknown> = { document, fetch: relativeFetch, Node: FakeNode, performance, URLSearchParams };
    // Expose the page's main() promise so the test waits for rendering, not for a timer.
    runInNewContext(script!.replace(/\bmain\(\);\s*$/, "globalThis.done = main();"), sandbox);
    expect(typeof (sandbox["done"] as { then?: unknown } | undefined)?.then).toBe("function");
    await sandbox["done"];

    const root = ids.get("operations")!;
    const cards = root.findAll((n) => n.tag === "details");
    expect(cards.map((card) => card.findAll((n) => n.tag === "summary")[0]?.textContent)).toEqual([
      expect.stringMatching(/^POST\/bookingsCreate Booking/),
      expect.stringMatching(/^GET\/bookings\/\{booking_id\}Get Booking/),
      expect.stringMatching(/^GET\/healthHealth/),
    ]);
    expect(ids.get("title")!.textContent).toBe("Booking API");
    const createCard = cards[0]!;
    expect(createCard.textContent).toContain("create_booking_bookings_post");
    expect(createCard.textContent).toContain('"enum"');
    expect(createCard.textContent).toContain("422");

    // Try it: the sample body uses the first enum value, so the fixed API accepts it.
    const send = createCard.findAll((n) => n.tag === "button")[0]!;
    await send.listeners.get("click")!();
    const output = createCard.findAll((n) => n.tag === "pre").at(-1)!;
    expect(createCard.textContent).toContain("200 OK");
    expect(JSON.parse(output.textContent)).toMatchObject({ room_type: "standard", nights: 1 });

    // Path parameters are substituted from their inputs.
    const getCard = cards[1]!;
    getCard.findAll((n) => n.tag === "input")[0]!.value = "999999";
    await getCard.findAll((n) => n.tag === "button")[0]!.listeners.get("click")!();
    expect(getCard.textContent).toContain("404 Not Found");
  });
});
