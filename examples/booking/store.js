/**
 * @typedef {object} Booking
 * @property {number} id positive integer, assigned in creation order
 * @property {string} guest_name
 * @property {number} nights
 * @property {string} room_type
 * @property {number} price
 */

/**
 * An in-memory booking store that keeps at most `capacity` bookings, evicting the oldest:
 * a test tool creates thousands of bookings, and the demo server must not grow without bound.
 *
 * @param {{ capacity?: number }} [options]
 */
export function createBookingStore({ capacity = 10_000 } = {}) {
  /** @type {Map<number, Booking>} */
  const bookings = new Map();
  let lastId = 0;
  return {
    /**
     * @param {Omit<Booking, "id">} fields
     * @returns {Booking}
     */
    add(fields) {
      lastId += 1;
      const booking = { id: lastId, ...fields };
      bookings.set(booking.id, booking);
      // Maps iterate in insertion order, so the first key is the oldest booking.
      if (bookings.size > capacity) {
        const oldest = bookings.keys().next().value;
        if (oldest !== undefined) bookings.delete(oldest);
      }
      return booking;
    },
    /**
     * @param {number} id
     * @returns {Booking | undefined}
     */
    get(id) {
      return bookings.get(id);
    },
    /** @returns {number} */
    get size() {
      return bookings.size;
    },
  };
}
