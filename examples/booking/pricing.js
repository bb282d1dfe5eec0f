/** Nightly rate per room type, in whole currency units. */
export const PRICE_PER_NIGHT = Object.freeze({ standard: 100, deluxe: 180, suite: 300 });

/** The room types the pricing table knows, in the order the schema lists them. */
export const ROOM_TYPES = Object.freeze(/** @type {const} */ (["standard", "deluxe", "suite"]));

/**
 * Prices a stay. Room types are matched case-insensitively ("Suite" and "suite" are the same room).
 *
 * THE DELIBERATE DEFECT of the example lives here: the name is title-cased through
 * `roomType[0].toUpperCase()`, which throws a TypeError for the empty string. The unfixed
 * schema allows any string, so a property-based tester finds `""` and the server answers 500.
 *
 * @param {string} roomType as sent by the client
 * @param {number} nights a validated number of nights (1..365)
 * @returns {{ roomType: string, price: number } | undefined} undefined for an unknown room type
 */
export function quote(roomType, nights) {
  // Invoices print the room as a title ("Deluxe"); the table is keyed by its lowercase form.
  const title = roomType[0].toUpperCase() + roomType.slice(1).toLowerCase();
  const key = title.toLowerCase();
  // Own-property lookup only: "constructor" or "__proto__" must not find Object.prototype members.
  if (!Object.hasOwn(PRICE_PER_NIGHT, key)) return undefined;
  const rate = PRICE_PER_NIGHT[/** @type {keyof typeof PRICE_PER_NIGHT} */ (key)];
  return { roomType: key, price: rate * nights };
}
