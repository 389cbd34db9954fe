/**
 * A customer's personal data on request (KVKK m. 11): what the studio holds about them
 * (consent records, export as JSON) and the erasure that removes it while keeping their
 * appointments anonymised (docs/decisions/0091-customer-data-export-and-erasure.md).
 */
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import {
  appointments,
  customers,
  deposits,
  kvkkNotices,
  outbox,
  refunds,
  sales,
  surveyQuestions,
  surveyResponses,
  surveys,
  waitlistEntries,
} from '../../../db/schema';
import { forgetFreedPages } from '../../../db/client';
import { plainHash } from '~/domain/keyed-hash.server';
import { recipientKey } from '~/domain/message-limits';
import { hashLegacyOptOuts } from '../messaging/customer-messages.server';
import { forgetPhoneVerifications } from '../messaging/phone-verification.server';
import {
  anonymisedAppointmentFields,
  anonymisedRefundFields,
  anonymisedSaleFields,
  anonymisedSurveyFields,
  carriesContactOf,
  contactMatch,
  contactSpellings,
  contactsOf,
  quotesPerson,
  type PersonContacts,
} from '~/domain/personal-data';
import { STUDIO, studioAddressLine } from '~/domain/studio';
import type { AppServices } from '~/infra/app-context';
import { SYSTEM_PROCESSES, systemActor } from '~/domain/audit';
import { kurusToLira } from '~/utils/money';
import { linesOf, readAppointments } from '../appointments/queries.server';
import type { DbOrTx } from '../db.server';
import { eraseCustomerFromHistory, recordChange, type Actor } from '../audit/history.server';
import { customersToErase, erasureEntryOf, type ErasureEntry } from './erasure-log.server';

type CustomerRow = typeof customers.$inferSelect;

/** The appointments that are the customer's (belongsToCustomer in personal-data.ts; the same rule as SQL). */
function ownAppointments(customer: Pick<CustomerRow, 'id' | 'email' | 'phone'>) {
  if (!customer.email && !customer.phone) return eq(appointments.customerId, customer.id);
  const same = (column: typeof appointments.customerEmail | typeof appointments.customerPhone, value: string | null) =>
    value ? eq(column, value) : isNull(column);
  return or(
    eq(appointments.customerId, customer.id),
    and(
      isNull(appointments.customerId),
      same(appointments.customerEmail, customer.email),
      same(appointments.customerPhone, customer.phone),
    ),
  );
}

/**
 * The customer's surveys: theirs by link, those of their appointments, and those made by hand
 * for their e-mail address (a hand-made survey has neither link).
 */
function ownSurveys(
  customer: Pick<CustomerRow, 'id' | 'email'>,
  appointmentIds: readonly number[],
  emails: readonly string[] = customer.email ? [customer.email.trim().toLowerCase()] : [],
) {
  return or(
    eq(surveys.customerId, customer.id),
    appointmentIds.length ? inArray(surveys.appointmentId, [...appointmentIds]) : undefined,
    emails.length
      ? and(isNull(surveys.customerId), inArray(sql`lower(trim(${surveys.customerEmail}))`, [...emails]))
      : undefined,
  );
}

function appointmentIdsOf(db: DbOrTx, customer: CustomerRow): number[] {
  return db
    .select({ id: appointments.id })
    .from(appointments)
    .where(ownAppointments(customer))
    .orderBy(asc(appointments.date), asc(appointments.time), asc(appointments.id))
    .all()
    .map((r) => r.id);
}

export type ConsentEntry = {
  appointmentId: number;
  date: string;
  time: string;
  status: string;
  source: string;
  /** null: the booking has no consent record (admin-made, or an API client that did not send it) */
  noticeVersion: number | null;
  noticePublishedAt: string | null;
  acceptedAt: string | null;
  ip: string | null;
};

/** The consent record of each of the customer's appointments, newest first. */
export function customerConsents(db: DbOrTx, customerId: number): ConsentEntry[] | null {
  const customer = db.select().from(customers).where(eq(customers.id, customerId)).get();
  if (!customer) return null;
  return db
    .select({ a: appointments, publishedAt: kvkkNotices.publishedAt })
    .from(appointments)
    .leftJoin(kvkkNotices, eq(kvkkNotices.version, appointments.kvkkNoticeVersion))
    .where(ownAppointments(customer))
    .all()
    .map(({ a, publishedAt }) => ({
      appointmentId: a.id,
      date: a.date,
      time: a.time,
      status: a.status,
      source: a.source,
      noticeVersion: a.kvkkNoticeVersion,
      noticePublishedAt: publishedAt?.toISOString() ?? null,
      acceptedAt: a.kvkkConsentAt?.toISOString() ?? null,
      ip: a.kvkkConsentIp,
    }))
    .sort((x, y) => `${y.date} ${y.time}`.localeCompare(`${x.date} ${x.time}`) || y.appointmentId - x.appointmentId);
}

/** Everything the studio holds about the customer, as the JSON file the admin downloads. */
export function exportCustomerData(db: DbOrTx, customerId: number, now: Date) {
  const customer = db.select().from(customers).where(eq(customers.id, customerId)).get();
  if (!customer) return null;
  const ids = appointmentIdsOf(db, customer);
  const byId = new Map(readAppointments(db, { ids }).map((a) => [a.id, a]));
  const customerAppointments = ids.map((id) => {
    const view = byId.get(id)!;
    return {
      id,
      date: view.date,
      time: view.time,
      status: view.status,
      customerName: view.customerName,
      customerEmail: view.customerEmail,
      customerPhone: view.customerPhone,
      notes: view.notes,
      teamMember: view.teamMember?.name ?? null,
      services: linesOf(view.lines, 'service').map((s) => s.name),
      packages: linesOf(view.lines, 'package').map((p) => p.name),
      totalPrice: kurusToLira(view.totalPriceKurus),
      durationMinutes: view.durationMinutes,
      source: view.source,
      createdAt: view.createdAt.toISOString(),
    };
  });
  const surveyRows = db.select().from(surveys).where(ownSurveys(customer, ids)).orderBy(asc(surveys.id)).all();
  const responses = surveyRows.length
    ? db
        .select({
          surveyId: surveyResponses.surveyId,
          question: surveyQuestions.questionText,
          rating: surveyResponses.rating,
          answer: surveyResponses.answer,
        })
        .from(surveyResponses)
        .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyResponses.questionId))
        .where(
          inArray(
            surveyResponses.surveyId,
            surveyRows.map((s) => s.id),
          ),
        )
        .orderBy(asc(surveyQuestions.displayOrder), asc(surveyResponses.id))
        .all()
    : [];
  return {
    exportedAt: now.toISOString(),
    dataController: { name: STUDIO.name, address: studioAddressLine(), email: STUDIO.email, phone: STUDIO.phone },
    customer: {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      notes: customer.notes,
      isActive: customer.isActive,
      createdAt: customer.createdAt.toISOString(),
      updatedAt: customer.updatedAt.toISOString(),
    },
    appointments: customerAppointments,
    consents: customerConsents(db, customer.id)!
      .filter((c) => c.noticeVersion !== null)
      .map((c) => ({
        appointmentId: c.appointmentId,
        noticeVersion: c.noticeVersion,
        noticePublishedAt: c.noticePublishedAt,
        acceptedAt: c.acceptedAt,
        ip: c.ip,
      })),
    surveys: surveyRows.map((s) => ({
      id: s.id,
      appointmentId: s.appointmentId,
      customerName: s.customerName,
      customerEmail: s.customerEmail,
      isCompleted: s.isCompleted,
      createdAt: s.createdAt.toISOString(),
      completedAt: s.completedAt?.toISOString() ?? null,
      responses: responses
        .filter((r) => r.surveyId === s.id)
        .map((r) => ({ question: r.question, rating: r.rating, answer: r.answer })),
    })),
  };
}
export type CustomerExport = NonNullable<ReturnType<typeof exportCustomerData>>;

/** What an erasure would touch, for the confirmation step. */
export function erasurePreview(db: DbOrTx, customerId: number, today: string) {
  const customer = db.select().from(customers).where(eq(customers.id, customerId)).get();
  if (!customer) return null;
  const own = db
    .select({ date: appointments.date, status: appointments.status })
    .from(appointments)
    .where(ownAppointments(customer))
    .all();
  const upcoming = own.filter((a) => a.date >= today && (a.status === 'pending' || a.status === 'confirmed')).length;
  return { id: customer.id, name: customer.name, appointments: own.length, upcoming };
}

export type ErasureResult = { appointments: number; surveys: number; messages: number; waitlist: number };

/** The waitlist entries with the person's e-mail or phone (her data, whoever typed it). */
function ownWaitlistEntries(tx: DbOrTx, person: PersonContacts): number[] {
  if (!person.emails.size && !person.phones.size) return [];
  return tx
    .select({ id: waitlistEntries.id, email: waitlistEntries.customerEmail, phone: waitlistEntries.customerPhone })
    .from(waitlistEntries)
    .all()
    .filter((e) => carriesContactOf(e, person))
    .map((e) => e.id);
}

/**
 * Who the erasure looks for: the contacts of her customer row and of the appointments linked
 * to her (a booking may have carried another phone or address of hers).
 */
function personOf(tx: DbOrTx, customer: CustomerRow): PersonContacts {
  const linked = tx
    .select({ email: appointments.customerEmail, phone: appointments.customerPhone })
    .from(appointments)
    .where(eq(appointments.customerId, customer.id))
    .all();
  return contactsOf([{ email: customer.email, phone: customer.phone }, ...linked]);
}

/**
 * Her appointments: ownAppointments, and those tied to nobody that carry her e-mail or phone
 * and nobody else's (`hers`); and those tied to nobody that carry her contact beside someone
 * else's (`quoting`: somebody else's booking, 0134; only her e-mail or phone is taken off it).
 */
function appointmentsToErase(tx: DbOrTx, customer: CustomerRow, person: PersonContacts) {
  const own = appointmentIdsOf(tx, customer);
  const unlinked = tx
    .select({ id: appointments.id, email: appointments.customerEmail, phone: appointments.customerPhone })
    .from(appointments)
    .where(
      and(
        isNull(appointments.customerId),
        or(isNotNull(appointments.customerEmail), isNotNull(appointments.customerPhone)),
      ),
    )
    .all()
    .map((a) => ({ id: a.id, ...contactMatch(a, person) }));
  return {
    hers: [...new Set([...own, ...unlinked.filter((a) => a.match === 'hers').map((a) => a.id)])],
    quoting: unlinked.filter((a) => a.match === 'quotes' && !own.includes(a.id)),
  };
}

/**
 * Erases the customer's personal data in one transaction: the appointments stay with their
 * date, time, member, lines, price and status but without name, contact, notes and consent
 * IPs; surveys keep their ratings without name, e-mail and free-text answers; her waitlist
 * entries are deleted; queued messages about her (by appointment, survey, waitlist entry, or
 * addressed to her e-mail or phone) are deleted and sent ones emptied; her one-time codes go;
 * opt-outs stay as keyed hashes only (0336), so an opt-out keeps working; the customer row is
 * deleted. Then, unless the off-site copy is running, the WAL is checkpointed and truncated:
 * with `secure_delete` (db/client.ts) the erased text is in neither the database file nor the
 * WAL file afterwards (with the copy running, it stays in the copy's history for its retention,
 * docs/decisions/0325, and a blocking checkpoint would stall every writer: 0320).
 *
 * First the erasure log (kept apart, erasure-log.server.ts) records the customer row, so a
 * restore to an earlier time erases them again (reapplyErasures).
 */
/** What an erasure needs: the database, the erasure log, the clock, SECRETS_KEY (hashed phones) and whether the copy runs. */
export type ErasureContext = Pick<AppServices, 'db' | 'emit' | 'erasureLog' | 'now' | 'replication'> & {
  config: Pick<AppServices['config'], 'secretsKey'>;
};

export function eraseCustomerData(context: ErasureContext, actor: Actor, customerId: number): ErasureResult | null {
  const entry = erasureEntryOf(context.db, customerId, context.now());
  if (!entry) return null;
  context.erasureLog.record(entry);
  const result = context.db.transaction(
    (tx) => {
      const customer = tx.select().from(customers).where(eq(customers.id, customerId)).get();
      if (!customer) return null;
      const person = personOf(tx, customer);
      const { hers: ids, quoting } = appointmentsToErase(tx, customer, person);
      if (ids.length)
        tx.update(appointments).set(anonymisedAppointmentFields()).where(inArray(appointments.id, ids)).run();
      for (const a of quoting)
        tx.update(appointments)
          .set({ ...(a.email ? { customerEmail: null } : {}), ...(a.phone ? { customerPhone: null } : {}) })
          .where(eq(appointments.id, a.id))
          .run();

      // money records stay (tax law: 5 years), without her: sales of her appointments or linked
      // to her keep their figures without her name and note; refunds of those sales or of her
      // kapora keep amount, method, day and reason without her name; a kapora holds no name
      const saleIds = tx
        .select({ id: sales.id })
        .from(sales)
        .where(
          ids.length
            ? or(eq(sales.customerId, customer.id), inArray(sales.appointmentId, ids))
            : eq(sales.customerId, customer.id),
        )
        .all()
        .map((r) => r.id);
      if (saleIds.length) tx.update(sales).set(anonymisedSaleFields()).where(inArray(sales.id, saleIds)).run();
      const depositIds = tx
        .select({ id: deposits.id })
        .from(deposits)
        .where(
          ids.length
            ? or(eq(deposits.customerId, customer.id), inArray(deposits.appointmentId, ids))
            : eq(deposits.customerId, customer.id),
        )
        .all()
        .map((r) => r.id);
      if (depositIds.length)
        tx.update(deposits).set({ customerId: null }).where(inArray(deposits.id, depositIds)).run();
      tx.update(refunds)
        .set(anonymisedRefundFields())
        .where(
          or(
            eq(refunds.customerId, customer.id),
            saleIds.length ? inArray(refunds.saleId, saleIds) : undefined,
            depositIds.length ? inArray(refunds.depositId, depositIds) : undefined,
          ),
        )
        .run();

      const surveyIds = tx
        .select({ id: surveys.id })
        .from(surveys)
        .where(ownSurveys(customer, ids, [...person.emails]))
        .all()
        .map((s) => s.id);
      if (surveyIds.length) {
        tx.update(surveys).set(anonymisedSurveyFields()).where(inArray(surveys.id, surveyIds)).run();
        tx.update(surveyResponses).set({ answer: null }).where(inArray(surveyResponses.surveyId, surveyIds)).run();
      }

      const entryIds = ownWaitlistEntries(tx, person);
      const recipients = [
        ...[...person.emails].map((e) => recipientKey('email', e)),
        ...[...person.phones].map((p) => recipientKey('sms', p)),
      ]
        .filter((k): k is string => k !== null)
        .map(plainHash);

      // messages naming the person: about their appointments, surveys, waitlist entries, sales or
      // kapora, or addressed to them
      const inList = (path: string, list: readonly number[]) =>
        sql`json_extract(${outbox.payload}, ${path}) in (${sql.join(
          list.map((id) => sql`${id}`),
          sql`, `,
        )})`;
      const about = [
        ...(ids.length ? [inList('$.appointmentId', ids)] : []),
        ...(surveyIds.length ? [inList('$.surveyId', surveyIds)] : []),
        ...(saleIds.length ? [inList('$.saleId', saleIds)] : []),
        ...(depositIds.length ? [inList('$.depositId', depositIds)] : []),
        ...(entryIds.length
          ? [and(inArray(outbox.topic, ['waitlist-slot-freed', 'waitlist-confirm']), inList('$.entryId', entryIds))]
          : []),
        ...(person.emails.size
          ? [inArray(sql`lower(trim(json_extract(${outbox.payload}, '$.to')))`, [...person.emails])]
          : []),
        ...(recipients.length ? [inArray(outbox.recipientHash, recipients)] : []),
      ];
      // a sent message keeps its row, emptied, so its dedupe key (a reminder's) stays taken and
      // nothing is sent twice; the rest is deleted
      const naming = about.length ? or(...about) : undefined;
      const messages = naming
        ? tx
            .update(outbox)
            .set({ payload: {}, recipientHash: null, lastError: null, refusalReason: null })
            .where(and(naming, eq(outbox.status, 'sent')))
            .run().changes +
          tx
            .delete(outbox)
            .where(and(naming, ne(outbox.status, 'sent')))
            .run().changes
        : 0;
      if (entryIds.length) tx.delete(waitlistEntries).where(inArray(waitlistEntries.id, entryIds)).run();
      for (const phone of person.phones) forgetPhoneVerifications(tx, phone, context.config.secretsKey);
      hashLegacyOptOuts(tx, context.config.secretsKey);

      tx.delete(customers).where(eq(customers.id, customer.id)).run();
      // the history too: her name, contact and notes replaced in every row about her, her
      // appointments, waitlist entries, sales and surveys, and in any row quoting her e-mail or
      // phone (docs/decisions/0351, 0505); then one row saying she was erased, without them
      eraseCustomerFromHistory(tx, {
        customerId: customer.id,
        appointmentIds: ids,
        waitlistEntryIds: entryIds,
        saleIds,
        surveyIds,
        spellings: contactSpellings(person),
        quotes: (text) => quotesPerson(text, person, [customer.name]),
      });
      recordChange(tx, actor, 'customer', customer.id, 'erased', null, null, {
        meta: { appointments: ids.length, surveys: surveyIds.length, messages, waitlist: entryIds.length },
      });
      return { appointments: ids.length, surveys: surveyIds.length, messages, waitlist: entryIds.length };
    },
    { behavior: 'immediate' },
  );
  if (result) forgetFreedPages(context.db, { replicating: context.replication().enabled });
  if (result && result.appointments > 0) context.emit('appointments-changed');
  return result;
}

/**
 * Erases again every customer of the log who is in this database (after a restore to a time
 * before their erasure), each through eraseCustomerData. Returns how many were erased.
 */
export function reapplyErasures(
  context: ErasureContext,
  entries: readonly ErasureEntry[] = context.erasureLog.entries(),
): number {
  let erased = 0;
  for (const id of customersToErase(context.db, entries))
    if (eraseCustomerData(context, systemActor(SYSTEM_PROCESSES.restore), id)) erased++;
  return erased;
}
