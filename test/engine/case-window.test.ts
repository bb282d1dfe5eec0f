import { describe, expect, it } from "vitest";
import { CaseWindow } from "../../src/engine/case-window.js";

/** A window over the numbers 1..count, recording what was drawn and sent. */
function numbers(count: number, width: number, drawAhead: boolean) {
  const drawn: number[] = [];
  const sent: number[] = [];
  let next = 1;
  const window = new CaseWindow<number, string>({
    width,
    draw: () => {
      if (next > count) return undefined;
      drawn.push(next);
      return next++;
    },
    send: async (item) => {
      sent.push(item);
      return `answer ${item}`;
    },
    drawAhead,
    stopped: () => false,
  });
  return { window, drawn, sent };
}

describe("CaseWindow (the fuzzing loops' cases in flight)", () => {
  it("keeps `width` cases sent and draws one more ahead, which is sent first on the next fill", async () => {
    const { window, drawn, sent } = numbers(5, 1, true);
    window.fill();
    expect(sent).toEqual([1]);
    expect(drawn).toEqual([1, 2]);
    const first = window.next();
    expect(first?.item).toBe(1);
    expect(await first?.exchange).toBe("answer 1");
    window.fill();
    expect(sent).toEqual([1, 2]);
    expect(drawn).toEqual([1, 2, 3]);
  });

  it("draws nothing ahead when told not to (a source that learns from each response)", () => {
    const { window, drawn, sent } = numbers(5, 2, false);
    window.fill();
    expect(sent).toEqual([1, 2]);
    expect(drawn).toEqual([1, 2]);
  });

  it("hands cases back in the order they were drawn, whatever the width", async () => {
    const { window } = numbers(7, 3, true);
    const order: number[] = [];
    window.fill();
    for (let head = window.next(); head !== undefined; head = window.next()) {
      order.push(head.item);
      window.fill();
    }
    expect(order).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("settle keeps the cases in flight for later; drain judges every one of them and empties the window", async () => {
    const { window } = numbers(4, 3, true);
    window.fill();
    await window.settle();
    expect(window.next()?.item).toBe(1);
    const judged: string[] = [];
    await window.drain(async (item, exchange) => judged.push(`${item}: ${exchange}`));
    expect(judged).toEqual(["2: answer 2", "3: answer 3"]);
    expect(window.next()).toBeUndefined();
  });
});
