/**
 * A prop value already serialised: the page's JSON takes the text as it is. For large
 * values that never change (the Ziggy route table), serialising once instead of on every
 * page is most of the cost of a first visit.
 */
export class RawJson {
  constructor(readonly json: string) {}

  /** Anything else that serialises the props (a log line, a test) still gets the value. */
  toJSON(): unknown {
    return JSON.parse(this.json) as unknown;
  }
}

export function rawJson(value: unknown): RawJson {
  return new RawJson(JSON.stringify(value));
}
