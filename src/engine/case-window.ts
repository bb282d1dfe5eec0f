/** How a fuzzing loop feeds its {@link CaseWindow}. */
export interface CaseWindowOptions<C, X> {
  /** How many cases may be sent and not yet judged at once (`--workers`). */
  readonly width: number;
  /** The next case worth sending, in generation order; undefined when there are no more. */
  readonly draw: () => C | undefined;
  /** Sends a case; resolves with what came back, before any check looks at it. */
  readonly send: (item: C) => Promise<X>;
  /** Whether the next case may be drawn while requests are in flight (not when it depends on their responses). */
  readonly drawAhead: boolean;
  readonly stopped: () => boolean;
}

/** A case sent and not yet judged. */
export interface Sent<C, X> {
  readonly item: C;
  readonly exchange: Promise<X>;
}

/**
 * The cases of one fuzzing loop on their way (OpenAPI and GraphQL): up to `width` sent and not
 * yet judged, taken back one at a time in generation order, plus one case drawn ahead while
 * requests are in flight, so the loop can send it the moment a response arrives and judge that
 * response while the next request is on the wire. Drawing ahead never reorders the cases.
 */
export class CaseWindow<C, X> {
  readonly #options: CaseWindowOptions<C, X>;
  readonly #queue: Sent<C, X>[] = [];
  #ahead: C | undefined;
  #exhausted = false;

  constructor(options: CaseWindowOptions<C, X>) {
    this.#options = options;
  }

  /** Sends cases until `width` are in flight or there are no more; then draws the next one ahead. */
  fill(): void {
    const { width, draw, send, drawAhead, stopped } = this.#options;
    while (!this.#exhausted && this.#queue.length < width) {
      const item = this.#ahead ?? draw();
      this.#ahead = undefined;
      if (item === undefined) {
        this.#exhausted = true;
        return;
      }
      this.#queue.push({ item, exchange: send(item) });
    }
    if (drawAhead && !this.#exhausted && this.#ahead === undefined && !stopped()) {
      this.#ahead = draw();
      if (this.#ahead === undefined) this.#exhausted = true;
    }
  }

  /** The oldest case in flight, to be judged next; undefined when none is. */
  next(): Sent<C, X> | undefined {
    return this.#queue.shift();
  }

  /** Waits for every request in flight; their cases stay to be judged later, in order. */
  async settle(): Promise<void> {
    await Promise.allSettled(this.#queue.map((sent) => sent.exchange));
  }

  /**
   * The loop is ending: every request in flight is still judged (so its interaction is reported),
   * but taken out of the window, its outcome no longer counts.
   */
  async drain(judge: (item: C, exchange: X) => Promise<unknown>): Promise<void> {
    await Promise.allSettled(this.#queue.splice(0).map(async (sent) => judge(sent.item, await sent.exchange)));
  }
}
