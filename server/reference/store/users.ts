import type { Db } from '../db/connection';

/** The languages the portal is offered in; a user's choice is one of them (extension). */
export const USER_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type Language = (typeof USER_LANGUAGES)[number];

export interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password_hash: string;
  customer_type: 'personal' | 'business';
  country: string | null;
  province: string | null;
  city: string | null;
  pickup_address_id: string | null;
  shipping_address_id: string | null;
  pref_date: string | null;
  pref_time_from: string | null;
  pref_time_to: string | null;
  /** Null until the user chooses one. */
  language: Language | null;
  verified_at: string | null;
  created_at: string;
  /** 1 while a second factor is on (an app or a passkey: store/two-factor.ts keeps it). */
  two_factor: number;
}

/**
 * The contract's User entity, the language the user chose and whether their sign-in asks
 * for a second factor (extensions; docs/two-factor.md).
 */
export function userDto(row: UserRow) {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    user_name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone_number: row.phone_number,
    country: row.country,
    province: row.province,
    city: row.city,
    customer_type: row.customer_type,
    pickup_address_id: row.pickup_address_id,
    shipping_address_id: row.shipping_address_id,
    date: row.pref_date,
    time_from: row.pref_time_from,
    time_to: row.pref_time_to,
    language: row.language,
    two_factor: row.two_factor === 1,
  };
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?').get(email.trim());
}

export function getUser(db: Db, id: number): UserRow | undefined {
  return db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
}

/** A sign-up: a user before any default address or preference is set. */
export type NewUser = Pick<
  UserRow,
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone_number'
  | 'password_hash'
  | 'customer_type'
  | 'country'
  | 'province'
  | 'city'
>;

/**
 * Creates an unverified user, or replaces the details of an unverified one with the same
 * e-mail (someone who never finished sign-up may start over).
 */
export function upsertPendingUser(db: Db, user: NewUser, now: Date): number {
  const existing = findUserByEmail(db, user.email);
  if (existing) {
    db.prepare(
      `UPDATE users SET first_name = @first_name, last_name = @last_name, phone_number = @phone_number,
         password_hash = @password_hash, customer_type = @customer_type, country = @country,
         province = @province, city = @city WHERE id = @id AND verified_at IS NULL`,
    ).run({ ...user, id: existing.id });
    return existing.id;
  }
  const result = db
    .prepare(
      `INSERT INTO users (first_name, last_name, email, phone_number, password_hash, customer_type,
         country, province, city, created_at)
       VALUES (@first_name, @last_name, @email, @phone_number, @password_hash, @customer_type,
         @country, @province, @city, @created_at)`,
    )
    .run({ ...user, email: user.email.trim(), created_at: now.toISOString() });
  return Number(result.lastInsertRowid);
}

export function markVerified(db: Db, id: number, now: Date): void {
  db.prepare('UPDATE users SET verified_at = COALESCE(verified_at, ?) WHERE id = ?').run(
    now.toISOString(),
    id,
  );
}

export function setPasswordHash(db: Db, id: number, hash: string): void {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, id);
}

export function updateProfile(
  db: Db,
  id: number,
  fields: {
    first_name: string;
    last_name: string;
    country: string | null;
    province: string | null;
    city: string | null;
  },
): void {
  db.prepare(
    `UPDATE users SET first_name = @first_name, last_name = @last_name, country = @country,
       province = @province, city = @city WHERE id = @id`,
  ).run({ ...fields, id });
}

export function setDefaultAddress(
  db: Db,
  id: number,
  which: 'pickup_address_id' | 'shipping_address_id',
  addressId: string | null,
): void {
  db.prepare(`UPDATE users SET ${which} = ? WHERE id = ?`).run(addressId, id);
}

export function setPickupTimes(
  db: Db,
  id: number,
  times: { date: string; time_from: string; time_to: string },
): void {
  db.prepare(
    'UPDATE users SET pref_date = @date, pref_time_from = @time_from, pref_time_to = @time_to WHERE id = @id',
  ).run({ ...times, id });
}

/** The portal's language the user chose, kept so it follows them to any device. */
export function setLanguage(db: Db, id: number, language: Language): void {
  db.prepare('UPDATE users SET language = ? WHERE id = ?').run(language, id);
}

/** A deleted address can no longer be anyone's default. */
export function clearDefaultsPointingAt(db: Db, addressId: string): void {
  db.prepare('UPDATE users SET pickup_address_id = NULL WHERE pickup_address_id = ?').run(
    addressId,
  );
  db.prepare('UPDATE users SET shipping_address_id = NULL WHERE shipping_address_id = ?').run(
    addressId,
  );
}
