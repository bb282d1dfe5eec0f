/** What the wire says about one parameter, before validation. */
export interface ParameterReading {
  /** Whether the parameter was sent at all. */
  readonly present: boolean;
  /** Structural readings of the value (see `listReadings`); empty when none is possible. */
  readonly readings: readonly unknown[];
  /** The readings are typed already (a JSON `content` parameter): no text coercion. */
  readonly exact: boolean;
  /** The raw text as sent, for messages. */
  readonly sent: string;
  /** Something wrong before any schema applies (sent twice, unreadable JSON …). */
  readonly problem?: string;
}

/** The parameter was not sent. */
export const ABSENT_READING: ParameterReading = { present: false, readings: [], exact: false, sent: "" };

/** Reads a `content` parameter: JSON text is parsed, other media types stay text. */
export function contentReading(text: string, contentType: string): ParameterReading {
  if (!/json/i.test(contentType)) return { present: true, readings: [text], exact: true, sent: text };
  try {
    return { present: true, readings: [JSON.parse(text) as unknown], exact: true, sent: text };
  } catch {
    return { present: true, readings: [], exact: true, sent: text, problem: `is not valid JSON (${contentType})` };
  }
}
