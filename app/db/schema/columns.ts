import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp({ withTimezone: true }),
};

/** Amounts are exact decimals, read and written as strings; never JavaScript floats. */
export const money = () => numeric({ precision: 14, scale: 4, mode: 'string' });
export const quantity = () => numeric({ precision: 14, scale: 3, mode: 'string' });
export const percent = () => numeric({ precision: 6, scale: 2, mode: 'string' });

/** Raw bytes (attachments, photos); both drivers hand back a Buffer or Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A full-text search vector (generated columns only: never written or read by the app). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
