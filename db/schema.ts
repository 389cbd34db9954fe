/**
 * The whole data model of the studio (both spec documents, section 3), on one SQLite file.
 *
 * Conventions (docs/decisions/0002-money-time-relations.md):
 * - money is an integer number of kuruş (`*_kurus` columns); the JSON API speaks lira;
 * - appointment `date` is `YYYY-MM-DD` and `time` is `HH:MM`, Istanbul wall time;
 * - instants (createdAt, expiresAt, ...) are UTC milliseconds;
 * - where the spec keeps ids in JSON strings (package -> services, appointment -> services
 *   and packages, team member -> categories) there are real join tables.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const id = () => integer('id').primaryKey({ autoIncrement: true });
const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date());
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());
const flag = (name: string, value: boolean) => integer(name, { mode: 'boolean' }).notNull().default(value);
/**
 * A record's version (docs/decisions/0352): 1 when written first, one more on EVERY update
 * through drizzle, whatever path writes it (an edit names the version it was loaded from).
 */
const version = () =>
  integer('version')
    .notNull()
    .default(1)
    .$onUpdateFn(() => sql`"version" + 1`);

// ---------------------------------------------------------------------------------------------
// People and access
// ---------------------------------------------------------------------------------------------

/**
 * The roles of an account (issue 26): Sahip, Yönetici, Resepsiyon, Uzman. The same list as
 * `ROLES` in app/domain/permissions.ts (a test keeps them equal); what each may do is the
 * permission table there. Migration 0009 turned the old 'admin' into 'owner'.
 */
export const USER_ROLES = ['owner', 'manager', 'reception', 'member'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = sqliteTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    /** argon2id; '' until the invited person sets her password (no password signs in) */
    passwordHash: text('password_hash').notNull(),
    // the column's stored default stays the old one (changing it would rebuild the table, and
    // with it every session); every insert names its role
    role: text('role', { enum: USER_ROLES })
      .notNull()
      .default('admin' as UserRole),
    /** an artist's account: the team member she is (her own appointments, her day) */
    teamMemberId: integer('team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    /** set when the owner deactivates the account: it signs nothing in */
    deactivatedAt: integer('deactivated_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_team_member_idx').on(t.teamMemberId)],
);

/**
 * A one-time invitation to set a password (/davet/{token}; 72 hours, single use). Found by
 * the token's SHA-256; the token is kept encrypted only so the e-mail (sent later by the
 * outbox) and the owner's screen can show the link while it is open.
 */
export const invitations = sqliteTable(
  'invitations',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    tokenEncrypted: text('token_encrypted').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('invitations_user_idx').on(t.userId)],
);

/** A passkey (WebAuthn credential) of an account; with one, a password alone no longer signs it in. */
export const passkeys = sqliteTable(
  'passkeys',
  {
    /** the credential id, base64url */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the COSE public key, base64url */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    /** the name the person gave it ('iPhone', 'Stüdyo tableti') */
    name: text('name').notNull(),
    deviceType: text('device_type'),
    backedUp: flag('backed_up', false),
    createdAt: createdAt(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/** A WebAuthn challenge handed out and not yet answered (single use, a few minutes). */
export const webauthnChallenges = sqliteTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose', { enum: ['register', 'authenticate'] }).notNull(),
  /** registration: whose passkey it will be */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Failed sign-ins per key (an e-mail from an IP, or an IP): app/domain/sign-in-throttle.ts. */
export const signInFailures = sqliteTable(
  'sign_in_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    firstAt: integer('first_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('sign_in_failures_first_idx').on(t.firstAt)],
);

/** A signed-in browser (cookie) or API client (bearer token). The cookie holds only `id`. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cookie', 'bearer'] })
      .notNull()
      .default('cookie'),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
    /** the last request signed in by it (updated at most once a minute); null: not since sign-in */
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
    /** the browser or client that signed in (User-Agent, cut to 300 characters) */
    userAgent: text('user_agent'),
    /** the client IP at sign-in */
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const customers = sqliteTable(
  'customers',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    notes: text('notes'),
    isActive: flag('is_active', true),
    version: version(),
    /**
     * Search keys (app/domain/text-search.ts `customerSearchKeys`; docs/decisions/0366): the
     * name and e-mail folded (Turkish letters and case), the phone's national digits. Written
     * with every change of name, e-mail or phone by the customer model; null until then (rows
     * written before, or by hand: filled at start by `fillCustomerSearchKeys`).
     */
    searchText: text('search_text'),
    searchPhone: text('search_phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_email_idx').on(t.email),
    index('customers_phone_idx').on(t.phone),
    // the searches read the keys from this index alone (a narrow scan, not the table's rows)
    index('customers_search_idx').on(t.searchText, t.searchPhone, t.isActive, t.id),
  ],
);

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

export const categories = sqliteTable('categories', {
  id: id(),
  /** internal slug: manicure, pedicure, nail-art, gel, special, repair, extensions, packages */
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  icon: text('icon').notNull().default('💅'),
  description: text('description'),
  displayOrder: integer('display_order').notNull().default(0),
  isActive: flag('is_active', true),
  backgroundImage: text('background_image'),
  version: version(),
  /** the category's colour on the desk's calendar (#rrggbb; null: the palette's, app/domain/category-colours.ts) */
  color: text('color'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const services = sqliteTable(
  'services',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceKurus: integer('price_kurus').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** emoji / icon shown on the card (the spec's `image`) */
    icon: text('icon'),
    /** uploaded picture shown on the card (largest webp variant, like the gallery's); null: the icon */
    imageUrl: text('image_url'),
    features: text('features', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: flag('is_active', true),
    isPopular: flag('is_popular', false),
    /** 'yeniden randevu önerisi': days after a completed visit to suggest the next one (null: none; docs/decisions/0205) */
    rebookAfterDays: integer('rebook_after_days'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('services_category_idx').on(t.categoryId)],
);

export const packages = sqliteTable('packages', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  originalPriceKurus: integer('original_price_kurus').notNull(),
  discountedPriceKurus: integer('discounted_price_kurus').notNull(),
  /** optional; when null the package lasts as long as its services together */
  durationMinutes: integer('duration_minutes'),
  displayOrder: integer('display_order').notNull().default(0),
  isActive: flag('is_active', true),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const packageServices = sqliteTable(
  'package_services',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.serviceId] }), index('package_services_service_idx').on(t.serviceId)],
);

export const teamMembers = sqliteTable('team_members', {
  id: id(),
  name: text('name').notNull(),
  specialization: text('specialization').notNull(),
  imageUrl: text('image_url'),
  displayOrder: integer('display_order').notNull().default(0),
  isActive: flag('is_active', true),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const teamMemberCategories = sqliteTable(
  'team_member_categories',
  {
    id: id(),
    teamMemberId: integer('team_member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    isActive: flag('is_active', true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('team_member_categories_pair').on(t.teamMemberId, t.categoryId)],
);

/**
 * A team member's private calendar subscription (issue 19; docs/decisions/0212): the feed at
 * /takvim/{token} is found by the token's SHA-256 (`token_hash`); the token itself is kept
 * encrypted (like the SMTP password) only so the admin can show and copy the link again.
 * Renewing writes a new token (the old link answers 404); removing the row closes the feed.
 */
export const memberCalendarFeeds = sqliteTable('member_calendar_feeds', {
  teamMemberId: integer('team_member_id')
    .primaryKey()
    .references(() => teamMembers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  tokenEncrypted: text('token_encrypted').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Appointments
// ---------------------------------------------------------------------------------------------

/**
 * The privacy notice (KVKK Aydınlatma Metni), versioned: a new text is a new row, old rows
 * stay readable and are never changed, so a booking's accepted version can always be shown.
 */
export const kvkkNotices = sqliteTable('kvkk_notices', {
  id: id(),
  version: integer('version').notNull().unique(),
  /** plain text: blank lines separate paragraphs, '# ' starts a heading, '- ' a list item */
  body: text('body').notNull(),
  publishedAt: integer('published_at', { mode: 'timestamp_ms' }).notNull(),
  /** admin who published it (null for the seeded first version) */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
});

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const appointments = sqliteTable(
  'appointments',
  {
    id: id(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** contact details as given for this booking (the customer row may change later) */
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    teamMemberId: integer('team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    /** YYYY-MM-DD, Istanbul wall time */
    date: text('date').notNull(),
    /** HH:MM, Istanbul wall time */
    time: text('time').notNull(),
    notes: text('notes'),
    totalPriceKurus: integer('total_price_kurus').notNull().default(0),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('pending'),
    /** minutes valid for this appointment only; overrides the computed duration */
    customDuration: integer('custom_duration'),
    /** the length computed from services and packages when the appointment was written */
    durationMinutes: integer('duration_minutes').notNull().default(60),
    /** admin who created it (null for public bookings) */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['web', 'admin', 'api'] })
      .notNull()
      .default('web'),
    /** 'Gelmedi': the customer did not come (a mark beside the status, counted on the customer card) */
    noShow: flag('no_show', false),
    /** 'Geldi': when the desk marked the customer as arrived (null: not marked; issue 27's panel) */
    arrivedAt: integer('arrived_at', { mode: 'timestamp_ms' }),
    /** why it was cancelled at the desk ('İptal' on the panel: a reason, one confirmation; null: none given or not cancelled) */
    cancelReason: text('cancel_reason'),
    /** one-time form token: a resubmit returns the same appointment */
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the request the key came with (body and signed-in client): the same key with another request is refused (docs/decisions/0334) */
    idempotencyHash: text('idempotency_hash'),
    /** why the desk booked past the fair-use rule (one person: no overlap, at most N open; docs/decisions/0333); null: no override */
    fairUseOverrideReason: text('fair_use_override_reason'),
    /** when the customer accepted the privacy notice (KVKK), which version, from which IP; null: no record */
    kvkkConsentAt: integer('kvkk_consent_at', { mode: 'timestamp_ms' }),
    kvkkNoticeVersion: integer('kvkk_notice_version').references(() => kvkkNotices.version, { onDelete: 'restrict' }),
    kvkkConsentIp: text('kvkk_consent_ip'),
    /** when the customer opted in to SMS / WhatsApp messages on the booking form (null: no consent), and from which IP */
    smsConsentAt: integer('sms_consent_at', { mode: 'timestamp_ms' }),
    whatsappConsentAt: integer('whatsapp_consent_at', { mode: 'timestamp_ms' }),
    messageConsentIp: text('message_consent_ip'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_member_date_idx').on(t.teamMemberId, t.date),
    index('appointments_date_idx').on(t.date),
    index('appointments_customer_idx').on(t.customerId),
    // the admin list's page in schedule order, and the live messages' "written since"
    index('appointments_schedule_idx').on(t.date, t.time, t.id),
    index('appointments_updated_idx').on(t.updatedAt),
    // the screen's counters by status (a covering index scan, not the table's)
    index('appointments_status_idx').on(t.status),
    // the reports' pass over a period, read from the index alone (app/models/studio/reports.server.ts)
    index('appointments_report_idx').on(
      t.date,
      t.status,
      t.teamMemberId,
      t.customerId,
      t.time,
      t.totalPriceKurus,
      t.durationMinutes,
      t.customDuration,
      t.noShow,
    ),
    // a customer's first appointment (new or returning customers)
    index('appointments_customer_history_idx').on(t.customerId, t.date, t.status),
  ],
);

/** Services of an appointment, with name, price and duration as they were when booked. */
export const appointmentServices = sqliteTable(
  'appointment_services',
  {
    id: id(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    priceKurus: integer('price_kurus').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (t) => [
    index('appointment_services_appointment_idx').on(t.appointmentId),
    // the reports' revenue by service, read from the index alone
    index('appointment_services_report_idx').on(t.appointmentId, t.name, t.priceKurus),
  ],
);

/** Packages of an appointment, with name, price and duration as they were when booked. */
export const appointmentPackages = sqliteTable(
  'appointment_packages',
  {
    id: id(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    priceKurus: integer('price_kurus').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (t) => [
    index('appointment_packages_appointment_idx').on(t.appointmentId),
    // the reports' revenue by service, read from the index alone
    index('appointment_packages_report_idx').on(t.appointmentId, t.name, t.priceKurus),
  ],
);

// ---------------------------------------------------------------------------------------------
// Sales and takings (issue 27; docs/decisions/0365-sales.md, 0367-takings-and-day-close.md)
// ---------------------------------------------------------------------------------------------

export const SALE_STATUSES = ['open', 'completed', 'voided'] as const;
export const PAYMENT_METHODS = ['cash', 'card', 'transfer'] as const;

/**
 * A sale: what an appointment was charged ('Ödeme al'). Open while the desk builds it;
 * completed once paid (or with the rest owed); voided with a reason (kept, never deleted).
 * Totals are kept with it (kuruş) so a day's takings and the reports read sums, not lines.
 * At most one sale that is not voided per appointment.
 */
export const sales = sqliteTable(
  'sales',
  {
    id: id(),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** the customer's name when the sale was made (the customer row may change or go) */
    customerName: text('customer_name').notNull(),
    status: text('status', { enum: SALE_STATUSES }).notNull().default('open'),
    /** YYYY-MM-DD, Istanbul: the day it was completed (opened, while open): its takings day */
    day: text('day').notNull(),
    subtotalKurus: integer('subtotal_kurus').notNull().default(0),
    /** 'amount' or 'percent' (null: no discount); percent in basis points (12,5 % = 1250) */
    discountKind: text('discount_kind', { enum: ['amount', 'percent'] }),
    discountBasisPoints: integer('discount_basis_points'),
    discountKurus: integer('discount_kurus').notNull().default(0),
    discountReason: text('discount_reason'),
    netKurus: integer('net_kurus').notNull().default(0),
    tipsKurus: integer('tips_kurus').notNull().default(0),
    totalKurus: integer('total_kurus').notNull().default(0),
    paidKurus: integer('paid_kurus').notNull().default(0),
    owedKurus: integer('owed_kurus').notNull().default(0),
    note: text('note'),
    voidReason: text('void_reason'),
    voidedAt: integer('voided_at', { mode: 'timestamp_ms' }),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
    /** who approved a void made after the sale's day was closed (Sahip or Yönetici; docs/decisions/0451) */
    voidApprovedBy: integer('void_approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** the account that took it (null: not known, e.g. a script) */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** a retried checkout with the same key answers the first sale */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    updatedAt: updatedAt(),
    /** one more on every write: collecting a debt names the version it read (two desks, one debt) */
    version: version(),
  },
  (t) => [
    // the debts list ('Borçlar'): completed sales that still owe, oldest first, read from this index alone
    index('sales_owed_idx').on(t.day, t.id, t.owedKurus).where(sql`status = 'completed' and owed_kurus > 0`),
    // one live sale per appointment (a voided one can be followed by a new one)
    uniqueIndex('sales_appointment_live_idx').on(t.appointmentId).where(sql`status <> 'voided'`),
    index('sales_appointment_idx').on(t.appointmentId),
    // a customer's spend (her card): her sales and their status
    index('sales_customer_idx').on(t.customerId, t.status),
    // a day's sales and the reports' periods, read from the index alone
    index('sales_day_idx').on(t.day, t.status, t.netKurus, t.tipsKurus, t.discountKurus, t.totalKurus, t.owedKurus),
  ],
);

/** A sale's lines: a service or package, as priced at the desk, with the artist who did it. */
export const saleLines = sqliteTable(
  'sale_lines',
  {
    id: id(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['service', 'package'] }).notNull(),
    /** the service or package id (no reference: deleting it from the catalogue keeps the line) */
    itemId: integer('item_id'),
    name: text('name').notNull(),
    /** as booked or as the catalogue priced it */
    listPriceKurus: integer('list_price_kurus').notNull(),
    /** as charged */
    priceKurus: integer('price_kurus').notNull(),
    /** the line's share of the sale's discount, and price − share (what commission is paid on) */
    discountKurus: integer('discount_kurus').notNull().default(0),
    netKurus: integer('net_kurus').notNull(),
    teamMemberId: integer('team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('sale_lines_sale_idx').on(t.saleId, t.teamMemberId, t.netKurus)],
);

/** Money taken for a sale: one row per payment, on the day it was taken. */
export const salePayments = sqliteTable(
  'sale_payments',
  {
    id: id(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amountKurus: integer('amount_kurus').notNull(),
    /** YYYY-MM-DD, Istanbul: the day it was taken (the drawer it went into) */
    day: text('day').notNull(),
    takenAt: integer('taken_at', { mode: 'timestamp_ms' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** a retried settlement with the same key is one payment */
    idempotencyKey: text('idempotency_key').unique(),
  },
  (t) => [
    index('sale_payments_sale_idx').on(t.saleId),
    index('sale_payments_day_idx').on(t.day, t.saleId, t.method, t.amountKurus),
  ],
);

/** Tips of a sale: each to one artist. */
export const saleTips = sqliteTable(
  'sale_tips',
  {
    id: id(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    teamMemberId: integer('team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    /** the artist's name when the tip was given */
    memberName: text('member_name').notNull(),
    amountKurus: integer('amount_kurus').notNull(),
  },
  (t) => [index('sale_tips_sale_idx').on(t.saleId, t.teamMemberId, t.amountKurus)],
);

/**
 * Money given back (docs/decisions/0450-refunds-as-records.md): a row of its own on the day it
 * was given (the drawer it left), never an edit of the sale it belongs to. Whole or part, by
 * method, with a reason and who gave it; `approvedBy` when its day was already closed. It
 * belongs to a sale or (later) to a kapora (`depositId`, the deposits table of issue 38's
 * kapora; no reference yet so the two can land apart).
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: id(),
    saleId: integer('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    depositId: integer('deposit_id'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** the customer's name when it was given */
    customerName: text('customer_name').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amountKurus: integer('amount_kurus').notNull(),
    reason: text('reason').notNull(),
    /** YYYY-MM-DD, Istanbul: the day it was given (its takings day) */
    day: text('day').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** the Sahip or Yönetici who approved it (its day was closed when it was given) */
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** a replayed refund with the same key is one refund */
    idempotencyKey: text('idempotency_key').unique(),
  },
  (t) => [
    index('refunds_day_idx').on(t.day, t.method, t.amountKurus),
    index('refunds_sale_idx').on(t.saleId, t.amountKurus),
    index('refunds_customer_idx').on(t.customerId),
  ],
);

/** Gün sonu: a day's cash count (one row per date; closing again replaces it). */
export const dayCloses = sqliteTable('day_closes', {
  /** YYYY-MM-DD, Istanbul */
  date: text('date').primaryKey(),
  floatKurus: integer('float_kurus').notNull().default(0),
  expectedCashKurus: integer('expected_cash_kurus').notNull(),
  countedCashKurus: integer('counted_cash_kurus').notNull(),
  differenceKurus: integer('difference_kurus').notNull(),
  note: text('note'),
  closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  closedAt: integer('closed_at', { mode: 'timestamp_ms' }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Kapora (issue 38; docs/decisions/0461-kapora-ledger.md)
// ---------------------------------------------------------------------------------------------

export const DEPOSIT_STATUS_VALUES = [
  'awaiting',
  'paid',
  'refund_due',
  'refunded',
  'kept',
  'applied',
  'expired',
  'void',
] as const;
export const DEPOSIT_METHOD_VALUES = ['card', 'transfer', 'cash', 'desk_card'] as const;
export const DEPOSIT_EVENT_VALUES = ['paid', 'refunded', 'kept', 'applied'] as const;

/**
 * The kapora of an appointment (at most one): what is asked, its state, until when the slot
 * is held unpaid, the transfer's reference code and the card payment's gateway ids. The money
 * itself is in `deposit_events` (a row per movement, never edited).
 */
export const deposits = sqliteTable(
  'deposits',
  {
    id: id(),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status', { enum: DEPOSIT_STATUS_VALUES }).notNull().default('awaiting'),
    amountKurus: integer('amount_kurus').notNull(),
    /** how it was paid (null: not yet) */
    method: text('method', { enum: DEPOSIT_METHOD_VALUES }),
    /** the short code of a bank transfer ("KP-7HX4TM") */
    reference: text('reference').notNull().unique(),
    /** an unpaid kapora frees the slot at this instant (null: no deadline, e.g. taken at the desk) */
    dueAt: integer('due_at', { mode: 'timestamp_ms' }),
    /** how many card attempts were started (each a row of deposit_attempts) */
    gatewayAttempts: integer('gateway_attempts').notNull().default(0),
    /** iyzico's payment id and the item's payment transaction id (what a refund names) */
    gatewayPaymentId: text('gateway_payment_id'),
    gatewayTransactionId: text('gateway_transaction_id'),
    /** a card refund the job has not sent yet failed with this (null: none) */
    refundError: text('refund_error'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('deposits_appointment_idx').on(t.appointmentId),
    index('deposits_status_due_idx').on(t.status, t.dueAt),
  ],
);

/**
 * The kapora's money, one row per movement on the Istanbul day it happened: paid (in),
 * refunded (out), kept (the studio's takings), applied (counted as paid by a sale). Each kind
 * at most once per kapora among those not reversed (the partial unique index): a second
 * callback or a replayed refund cannot count it twice.
 */
export const depositEvents = sqliteTable(
  'deposit_events',
  {
    id: id(),
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DEPOSIT_EVENT_VALUES }).notNull(),
    method: text('method', { enum: DEPOSIT_METHOD_VALUES }),
    amountKurus: integer('amount_kurus').notNull(),
    /** YYYY-MM-DD, Istanbul */
    day: text('day').notNull(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** the sale it was applied to */
    saleId: integer('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    /** the gateway's id of this movement (payment or refund) */
    gatewayRef: text('gateway_ref'),
    /**
     * the movement was taken back (docs/decisions/0495): an 'applied' when its sale was voided,
     * a 'kept' when the 'Gelmedi' mark was removed. It then counts nowhere; its day lists it as
     * a later change when that day was closed before.
     */
    reversedAt: integer('reversed_at', { mode: 'timestamp_ms' }),
    reversedBy: integer('reversed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // each kind once per kapora among the movements that stand (a reversed one may happen again)
    uniqueIndex('deposit_events_once_idx').on(t.depositId, t.kind).where(sql`reversed_at is null`),
    index('deposit_events_day_idx').on(t.day, t.kind, t.method, t.amountKurus, t.reversedAt),
    // a sale's kapora (its credit, a void giving it back; the sale's deletion sets it null)
    index('deposit_events_sale_idx').on(t.saleId),
  ],
);

/**
 * A card attempt: the Checkout Form token iyzico gave for this kapora. A callback names a
 * token; only a token of ours is retrieved (any earlier attempt still counts when paid).
 */
export const depositAttempts = sqliteTable('deposit_attempts', {
  id: id(),
  depositId: integer('deposit_id')
    .notNull()
    .references(() => deposits.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  /** our conversation id sent with it */
  conversationId: text('conversation_id').notNull(),
  /** what retrieving it said last: 'paid', 'declined' (null: not back yet) */
  outcome: text('outcome'),
  createdAt: createdAt(),
});

/** iyzico (one row): the API key and secret key encrypted at rest, sandbox or live. */
export const iyzicoSettings = sqliteTable('iyzico_settings', {
  id: id(),
  apiKeyEncrypted: text('api_key_encrypted'),
  secretKeyEncrypted: text('secret_key_encrypted'),
  /** https://sandbox-api.iyzipay.com or https://api.iyzipay.com (tests: a local stand-in) */
  baseUrl: text('base_url').notNull().default('https://sandbox-api.iyzipay.com'),
  version: version(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Content
// ---------------------------------------------------------------------------------------------

export const galleryImages = sqliteTable(
  'gallery_images',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    /** public path of the largest stored variant, e.g. /uploads/gallery/ab12.webp */
    imageUrl: text('image_url').notNull(),
    width: integer('width'),
    height: integer('height'),
    sortOrder: integer('sort_order'),
    uploadDate: integer('upload_date', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [index('gallery_images_order_idx').on(t.sortOrder)],
);

export type StatItem = { title: string; value: string; icon: string };

export const aboutPages = sqliteTable('about_pages', {
  id: id(),
  heroTitle: text('hero_title').notNull(),
  heroSubtitle: text('hero_subtitle'),
  heroDescription: text('hero_description'),
  heroImage: text('hero_image'),
  storyTitle: text('story_title').notNull(),
  storyContent: text('story_content'),
  storyImage: text('story_image'),
  missionTitle: text('mission_title').notNull(),
  missionContent: text('mission_content'),
  visionTitle: text('vision_title').notNull(),
  visionContent: text('vision_content'),
  valuesTitle: text('values_title').notNull(),
  valuesContent: text('values_content'),
  statsTitle: text('stats_title').notNull(),
  statsSubtitle: text('stats_subtitle'),
  statsData: text('stats_data', { mode: 'json' }).$type<StatItem[]>().notNull().default(sql`'[]'`),
  ctaTitle: text('cta_title').notNull(),
  ctaContent: text('cta_content'),
  ctaButtonText: text('cta_button_text').notNull(),
  ctaButtonLink: text('cta_button_link').notNull(),
  isActive: flag('is_active', false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row (id 1): the home page's texts, images and colours. */
export const homeSettings = sqliteTable('home_settings', {
  id: integer('id').primaryKey(),
  heroTitle: text('hero_title').notNull(),
  heroSubtitle: text('hero_subtitle'),
  heroDescription: text('hero_description'),
  heroBackgroundImage: text('hero_background_image'),
  artistTitle: text('artist_title').notNull(),
  artistDescription: text('artist_description'),
  artistPortraitImage: text('artist_portrait_image'),
  showcaseDescription: text('showcase_description'),
  showcaseImage1: text('showcase_image_1'),
  showcaseImage2: text('showcase_image_2'),
  showcaseImage3: text('showcase_image_3'),
  testimonialsTitle: text('testimonials_title').notNull(),
  testimonialsDescription: text('testimonials_description'),
  contactTitle: text('contact_title').notNull(),
  contactBackgroundImage: text('contact_background_image'),
  galleryHeroImage: text('gallery_hero_image'),
  backgroundColor: text('background_color').notNull().default('#000000'),
  secondaryBackgroundColor: text('secondary_background_color').notNull().default('#1f2937'),
  updatedAt: updatedAt(),
});

/** Generic key/value settings, e.g. appointment_capacity_per_slot (default 1). */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  description: text('description'),
  category: text('category').notNull().default('general'),
  version: version(),
  updatedAt: updatedAt(),
});

/**
 * Studio calendar: a closure of the whole studio (team_member_id null, e.g. a bayram day) or
 * one member's day off, for a whole day (start_time and end_time null) or for
 * [start_time, end_time) of that day. The weekly opening hours live in `settings`
 * (key weekly_opening_hours).
 */
/**
 * A member's own weekly hours and breaks (inside the studio's hours): JSON by weekday
 * ("0".."6" -> {start, end, breaks: [{start, end}]} or null = not working). No row: the member
 * works the studio's hours. Read and checked by app/domain/member-hours.ts.
 */
export const memberHours = sqliteTable('member_hours', {
  teamMemberId: integer('team_member_id')
    .primaryKey()
    .references(() => teamMembers.id, { onDelete: 'cascade' }),
  weekly: text('weekly').notNull(),
  updatedAt: updatedAt(),
});

export const closures = sqliteTable(
  'closures',
  {
    id: id(),
    /** YYYY-MM-DD, Istanbul wall time */
    date: text('date').notNull(),
    /** HH:MM; null with end_time null = the whole day */
    startTime: text('start_time'),
    endTime: text('end_time'),
    teamMemberId: integer('team_member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('closures_date_idx').on(t.date)],
);

// ---------------------------------------------------------------------------------------------
// Messaging and surveys
// ---------------------------------------------------------------------------------------------

export const smtpSettings = sqliteTable('smtp_settings', {
  id: id(),
  host: text('host').notNull(),
  port: integer('port').notNull().default(587),
  secure: flag('secure', true),
  username: text('username'),
  /** encrypted at rest (AES-GCM with a key from the environment); never sent to the browser */
  passwordEncrypted: text('password_encrypted'),
  fromEmail: text('from_email').notNull(),
  fromName: text('from_name'),
  isActive: flag('is_active', true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const telegramSettings = sqliteTable('telegram_settings', {
  id: id(),
  /** encrypted at rest; never sent to the browser */
  botTokenEncrypted: text('bot_token_encrypted'),
  chatId: text('chat_id'),
  isActive: flag('is_active', false),
  sendNewAppointments: flag('send_new_appointments', true),
  sendStatusUpdates: flag('send_status_updates', true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** SMS through the provider's HTTP API (Netgsm REST v2, docs/decisions/0200-sms-and-whatsapp.md). One row. */
export const smsSettings = sqliteTable('sms_settings', {
  id: id(),
  baseUrl: text('base_url').notNull().default('https://api.netgsm.com.tr'),
  username: text('username').notNull(),
  /** encrypted at rest; never sent to the browser */
  passwordEncrypted: text('password_encrypted'),
  /** the approved sender title (Netgsm 'msgheader') */
  sender: text('sender').notNull(),
  isActive: flag('is_active', false),
  /** the customer message kinds sent by SMS (JSON array of topics) */
  kinds: text('kinds', { mode: 'json' }).$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** WhatsApp Business Cloud API (graph.facebook.com /{phone-number-id}/messages). One row. */
export const whatsappSettings = sqliteTable('whatsapp_settings', {
  id: id(),
  baseUrl: text('base_url').notNull().default('https://graph.facebook.com/v21.0'),
  phoneNumberId: text('phone_number_id').notNull(),
  /** encrypted at rest; never sent to the browser */
  accessTokenEncrypted: text('access_token_encrypted'),
  languageCode: text('language_code').notNull().default('tr'),
  isActive: flag('is_active', false),
  /** the approved template name of each message kind (JSON object: topic -> name); a kind without one is not sent */
  templates: text('templates', { mode: 'json' }).$type<Record<string, string>>().notNull().default({}),
  /** the customer message kinds sent by WhatsApp (JSON array of topics) */
  kinds: text('kinds', { mode: 'json' }).$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A customer's "no more messages" on one channel, from the link in a message. It stops every
 * message to that phone on that channel whose consent is older than it; only a new opt-in
 * proved with a one-time code consents again (docs/decisions/0330, 0336). The phone is kept
 * only as a keyed hash (HMAC-SHA256 with SECRETS_KEY of its canonical digits), so the opt-out
 * keeps working after the customer's data is erased while the number cannot be read back.
 */
export const messageOptOuts = sqliteTable(
  'message_opt_outs',
  {
    id: id(),
    /** HMAC of the phone's canonical digits (app/domain/phone-key.ts); null only on a legacy row until the server hashes it at start */
    phoneHash: text('phone_hash'),
    /** legacy rows only (before 0336): international digits in clear, hashed at start and emptied (''); new rows write '' */
    phone: text('phone').notNull(),
    channel: text('channel', { enum: ['sms', 'whatsapp'] }).notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** legacy rows only: cleared with the phone */
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('message_opt_outs_phone_hash_idx').on(t.phoneHash, t.channel)],
);

/**
 * A one-time code sent by SMS to prove a phone is the customer's before SMS / WhatsApp are
 * switched on for it (docs/decisions/0330). Nothing here reads back: the phone and the IP are
 * keyed hashes, the code a keyed hash; rows are removed a day after they were made.
 */
export const phoneVerifications = sqliteTable(
  'phone_verifications',
  {
    /** random, opaque (the API's verificationId) */
    id: text('id').primaryKey(),
    phoneHash: text('phone_hash').notNull(),
    ipHash: text('ip_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    /** wrong codes typed so far */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    verifiedAt: integer('verified_at', { mode: 'timestamp_ms' }),
    /** the booking that used the proof (one booking per code) */
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('phone_verifications_phone_idx').on(t.phoneHash, t.createdAt),
    index('phone_verifications_ip_idx').on(t.ipHash, t.createdAt),
  ],
);

export const SURVEY_QUESTION_TYPES = ['rating', 'text'] as const;

export const surveyQuestions = sqliteTable('survey_questions', {
  id: id(),
  questionText: text('question_text').notNull(),
  questionType: text('question_type', { enum: SURVEY_QUESTION_TYPES }).notNull(),
  displayOrder: integer('display_order').notNull().default(0),
  isActive: flag('is_active', true),
  createdAt: createdAt(),
});

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const surveys = sqliteTable(
  'surveys',
  {
    id: id(),
    /** unguessable, used in /survey/{token} */
    token: text('token').notNull().unique(),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    isCompleted: flag('is_completed', false),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    /** the customer's consent to show the answer on the site: when, under which privacy notice, from which IP; null: no consent */
    reviewConsentAt: integer('review_consent_at', { mode: 'timestamp_ms' }),
    reviewNoticeVersion: integer('review_notice_version').references(() => kvkkNotices.version, {
      onDelete: 'restrict',
    }),
    reviewConsentIp: text('review_consent_ip'),
    /** the admin's decision on showing it (only answers with consent can be approved) */
    reviewStatus: text('review_status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    reviewDecidedAt: integer('review_decided_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('surveys_appointment_unique').on(t.appointmentId),
    index('surveys_review_idx').on(t.reviewStatus, t.completedAt),
  ],
);

export const surveyResponses = sqliteTable(
  'survey_responses',
  {
    id: id(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    rating: integer('rating'),
    answer: text('answer'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('survey_responses_pair').on(t.surveyId, t.questionId)],
);

/**
 * A customer waiting for a place on a full day (docs/decisions/0206): the selection, the
 * member (null: 'Fark etmez'), the contact and the consent to be told. Told in the order of
 * joining when a cancellation or a move frees a fitting start; the admin can remove an entry.
 */
export const waitlistEntries = sqliteTable(
  'waitlist_entries',
  {
    id: id(),
    /** YYYY-MM-DD, Istanbul wall time */
    date: text('date').notNull(),
    serviceIds: text('service_ids', { mode: 'json' }).$type<number[]>().notNull().default(sql`'[]'`),
    packageIds: text('package_ids', { mode: 'json' }).$type<number[]>().notNull().default(sql`'[]'`),
    /** null: any eligible member */
    teamMemberId: integer('team_member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    consentAt: integer('consent_at', { mode: 'timestamp_ms' }).notNull(),
    consentIp: text('consent_ip'),
    /** when the customer confirmed the address with the link of the confirmation e-mail; only confirmed entries are told (docs/decisions/0335) */
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('waitlist_entries_date_idx').on(t.date, t.createdAt, t.id)],
);

export const OUTBOX_CHANNELS = ['email', 'telegram', 'sms', 'whatsapp'] as const;
/**
 * 'waiting': no active channel yet (kanal bekliyor); 'expired': a waiting message that no longer
 * makes sense (decision 0341); 'refused': never sent, by a rule (daily cap, opt-out, ...), with
 * the reason in `refusal_reason` (docs/decisions/0331)
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'waiting', 'expired', 'refused'] as const;

/**
 * Notifications waiting to be sent. Rows are written in the same transaction as the change
 * that causes them; a worker started by server.ts sends them with retries and backoff.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: id(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    /** what kind of message: booking-received, appointment-confirmed, survey-invitation, ... */
    topic: text('topic').notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    lastError: text('last_error'),
    /** optional: a message that must be sent at most once (e.g. a reminder) */
    dedupeKey: text('dedupe_key').unique(),
    /** SHA-256 of the customer's canonical phone or e-mail (null: the studio's Telegram): the daily cap counts by it, erasure finds by it */
    recipientHash: text('recipient_hash'),
    /** why a 'refused' message was not sent (the owner reads it on the outbox screen) */
    refusalReason: text('refusal_reason'),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_recipient_idx').on(t.recipientHash, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// The continuous off-site copy (docs/decisions/0320)
// ---------------------------------------------------------------------------------------------

/**
 * One row: what the owner was told about the off-site copy (so she is told once, across
 * restarts) and the heartbeat the server writes while the copy is behind, which gives
 * Litestream a change to ship and so retries it as soon as the storage answers again.
 */
export const replicationState = sqliteTable('replication_state', {
  id: integer('id').primaryKey(),
  /** when the owner was told the copy fell behind; null: no open alert */
  alertedAt: integer('alerted_at', { mode: 'timestamp_ms' }),
  heartbeatAt: integer('heartbeat_at', { mode: 'timestamp_ms' }),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------------------------

/**
 * The history of every change (issue 26 item 3; docs/decisions/0351): one row per write,
 * appended in the same transaction as the write (app/models/audit/history.server.ts). Who
 * (an account with its name as it was, the customer, a visitor or the system, and the IP),
 * when, what (entity and id), the action, and before → after of each changed field (secrets
 * never written). `customer_id` ties a row to the customer it is about (her card's "Geçmiş",
 * and the KVKK erasure that replaces her personal data here too). No foreign keys: the
 * history outlives what it describes.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    actorKind: text('actor_kind', { enum: ['account', 'customer', 'visitor', 'system'] }).notNull(),
    actorUserId: integer('actor_user_id'),
    /** the account's name when it acted, or the system process */
    actorName: text('actor_name'),
    ip: text('ip'),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    /** the "Kayıtlar" filter group (app/domain/audit.ts auditKindOf) */
    kind: text('kind').notNull(),
    customerId: integer('customer_id'),
    changes: text('changes', { mode: 'json' }).$type<unknown[]>().notNull().default(sql`'[]'`),
    meta: text('meta', { mode: 'json' }).$type<Record<string, unknown>>(),
    /** the record's version after this write (null: the entity has none) */
    version: integer('version'),
  },
  (t) => [
    // one record's history in order (SQLite appends the rowid to every index: write order)
    index('audit_entity_idx').on(t.entity, t.entityId),
    // "Kayıtlar": newest first, by person, by kind, by date range
    index('audit_at_idx').on(t.at),
    index('audit_actor_idx').on(t.actorUserId, t.at),
    index('audit_actor_kind_idx').on(t.actorKind, t.at),
    index('audit_kind_idx').on(t.kind, t.at),
    // a customer's card and her erasure
    index('audit_customer_idx').on(t.customerId),
  ],
);
