/**
 * The waitlist of full days (app/domain/waitlist.ts, docs/decisions/0206-waitlist.md):
 * joining from the wizard, the admin's list of a day and removal, and the one place that
 * queues the notices when a start is freed ('waitlist-slot-freed' to the customer's e-mail).
 * Every write that frees a start calls `queueWaitlistNotices` inside its own transaction
 * (admin status change, move and delete; the customer's cancel and move). Only entries whose
 * address was confirmed by the link of the confirmation e-mail are told (docs/decisions/0335).
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type appointments, teamMembers, waitlistEntries, type AppointmentStatus } from '../../../db/schema';
import { BOOKING_CONFLICT_STATUSES } from '~/domain/availability';
import { membersForSelection } from '~/domain/eligibility';
import { checkCategoryLock, selectionTotals } from '~/domain/selection';
import {
  fittingStart,
  isWaitlistDay,
  waitlistConfirmPath,
  waitlistDedupeKey,
  WAITLIST_TEXTS,
  type WaitlistJoin,
} from '~/domain/waitlist';
import { normalizeEmail, storedPhone } from '~/domain/contact';
import { BOOKING_MESSAGES } from '~/domain/booking-messages';
import { istanbulToday } from '~/domain/clock';
import type { WaitlistConfirmation, WaitlistNotice } from '~/domain/emails';
import { manageTokenId, signManageToken, verifyManageToken } from '~/domain/manage-token.server';
import { phoneKey } from '~/domain/phone-key';
import { wizardLink } from '~/domain/rebooking';
import { loadBookingCatalog, resolveSelection, type BookingCatalog } from '../catalogue/bookable.server';
import { slotsForDay } from './availability.server';
import type { DbOrTx } from '../db.server';
import { recordChange, type Actor } from '../audit/history.server';
import { enqueueMessage } from '../messaging/outbox.server';
import { type OutboxContext, wakeOutboxWhen } from '../commit.server';

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;

type Selection = { serviceIds: readonly number[]; packageIds: readonly number[] };

/** The selection as bookable now: its duration and the members who can serve it; null when it no longer is. */
export function selectionFit(
  catalog: BookingCatalog,
  selection: Selection,
): { durationMinutes: number; memberIds: number[]; items: string[] } | null {
  const resolved = resolveSelection(catalog, selection);
  if (resolved.items.length === 0 || resolved.unknownServiceIds.length + resolved.unknownPackageIds.length > 0)
    return null;
  if (!checkCategoryLock(resolved.items).ok) return null;
  const members = membersForSelection(catalog.members, resolved.items);
  return {
    durationMinutes: selectionTotals(resolved.services, resolved.packages).durationMinutes,
    memberIds: members.map((m) => m.id),
    items: [...resolved.services.map((s) => s.name), ...resolved.packages.map((p) => p.name)],
  };
}

export type JoinResult =
  | { ok: true; entry: WaitlistEntry; already: boolean; confirmationQueued: boolean }
  | { ok: false; status: 400 | 409; message: string; field?: string };

/**
 * Adds an entry for a day with no fitting start (refused when the day has one: book it
 * instead). The same phone AND e-mail on the same day with the same selection and member is
 * one entry (a stranger who lists someone's phone first does not hide her own entry). An
 * entry is told of freed starts only once its address is confirmed: the confirmation e-mail
 * (at most one per entry and day) carries the link (docs/decisions/0335). The caller answers
 * the same whether the entry is new, known or confirmed.
 */
export function joinWaitlist(
  context: OutboxContext,
  input: WaitlistJoin,
  meta: { now: Date; ip: string | null },
): JoinResult {
  return wakeOutboxWhen(context, writeWaitlistEntry(context.db, input, meta), (r) => r.ok && r.confirmationQueued);
}

function writeWaitlistEntry(db: Db, input: WaitlistJoin, meta: { now: Date; ip: string | null }): JoinResult {
  const { now } = meta;
  if (!isWaitlistDay(input.date, now))
    return { ok: false, status: 400, message: WAITLIST_TEXTS.invalidDay, field: 'date' };
  return db.transaction(
    (tx): JoinResult => {
      const catalog = loadBookingCatalog(tx);
      const fit = selectionFit(catalog, input);
      if (!fit) return { ok: false, status: 400, message: BOOKING_MESSAGES.itemUnavailable, field: 'serviceIds' };
      const memberId = input.teamMemberId === 'any' ? null : input.teamMemberId;
      if (memberId !== null && !fit.memberIds.includes(memberId))
        return { ok: false, status: 400, message: WAITLIST_TEXTS.invalidMember, field: 'teamMemberId' };
      const memberIds = memberId === null ? fit.memberIds : [memberId];
      if (memberIds.length === 0)
        return { ok: false, status: 400, message: BOOKING_MESSAGES.noSuitableMember, field: 'teamMemberId' };
      const free = memberIds.some((id) =>
        slotsForDay(db, { now, memberId: id, date: input.date, durationMinutes: fit.durationMinutes }).some(
          (s) => s.available,
        ),
      );
      if (free) return { ok: false, status: 409, message: WAITLIST_TEXTS.notFull, field: 'date' };
      const email = normalizeEmail(input.customerEmail);
      const phone = storedPhone(input.customerPhone);
      const key = phoneKey(phone);
      const serviceIds = [...input.serviceIds].sort((a, b) => a - b);
      const packageIds = [...input.packageIds].sort((a, b) => a - b);
      const same = tx
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.date, input.date), eq(waitlistEntries.customerEmail, email)))
        .all()
        .find(
          (e) =>
            phoneKey(e.customerPhone) === key &&
            e.teamMemberId === memberId &&
            String(e.serviceIds) === String(serviceIds) &&
            String(e.packageIds) === String(packageIds),
        );
      const entry =
        same ??
        tx
          .insert(waitlistEntries)
          .values({
            date: input.date,
            serviceIds,
            packageIds,
            teamMemberId: memberId,
            customerName: input.customerName.trim(),
            customerEmail: email,
            customerPhone: phone,
            consentAt: now,
            consentIp: meta.ip,
            createdAt: now,
          })
          .returning()
          .get();
      const confirmationQueued =
        !entry.confirmedAt &&
        enqueueMessage(tx, {
          channel: 'email',
          topic: 'waitlist-confirm',
          payload: { entryId: entry.id, to: email },
          dedupeKey: `waitlist-confirm:${entry.id}:${istanbulToday(now)}`,
        }) !== null;
      return { ok: true, entry, already: !!same, confirmationQueued };
    },
    { behavior: 'immediate' },
  );
}

/** The purpose of a waitlist confirmation link's token (signed like the self-service link, over the entry). */
const CONFIRM_PURPOSE = 'waitlist-confirm:v1' as const;

/** The confirmation link of an entry (absolute). */
export function waitlistConfirmUrl(
  entry: Pick<WaitlistEntry, 'id' | 'createdAt'>,
  secret: string,
  baseUrl: string,
): string {
  return `${baseUrl}${waitlistConfirmPath(signManageToken(secret, { id: entry.id, createdAt: entry.createdAt }, CONFIRM_PURPOSE))}`;
}

/** The entry a confirmation token names, or null (malformed, forged, or removed). */
export function entryOfConfirmToken(db: DbOrTx, secret: string, token: string): WaitlistEntry | null {
  const id = manageTokenId(token);
  const entry = id === null ? null : findWaitlistEntry(db, id);
  return entry && verifyManageToken(secret, token, { id: entry.id, createdAt: entry.createdAt }, CONFIRM_PURPOSE)
    ? entry
    : null;
}

/** Confirms the entry of a token (the second time changes nothing); null when the token opens nothing. */
export function confirmWaitlistEntry(db: DbOrTx, secret: string, token: string, now: Date): WaitlistEntry | null {
  const entry = entryOfConfirmToken(db, secret, token);
  if (!entry) return null;
  if (entry.confirmedAt) return entry;
  return (
    db.update(waitlistEntries).set({ confirmedAt: now }).where(eq(waitlistEntries.id, entry.id)).returning().get() ??
    null
  );
}

/** What the confirmation e-mail shows, read when it is sent. */
export function waitlistConfirmData(
  db: DbOrTx,
  payload: { entryId: number },
  ctx: { baseUrl: string; linkSecret?: string },
): { ok: true; data: WaitlistConfirmation } | { ok: false; reason: string } {
  const entry = findWaitlistEntry(db, payload.entryId);
  if (!entry) return { ok: false, reason: 'Bekleme listesi kaydı silinmiş' };
  if (entry.confirmedAt) return { ok: false, reason: 'Kayıt zaten onaylanmış' };
  if (!entry.customerEmail) return { ok: false, reason: 'Müşterinin e-posta adresi yok' };
  if (!ctx.linkSecret) return { ok: false, reason: 'Bağlantılar imzalanamıyor (oturum anahtarı yok)' };
  return {
    ok: true,
    data: {
      customerEmail: entry.customerEmail,
      date: entry.date,
      confirmUrl: waitlistConfirmUrl(entry, ctx.linkSecret, ctx.baseUrl),
    },
  };
}

export type WaitlistRow = WaitlistEntry & { memberName: string | null; items: string[] };

/** A day's waitlist in the order of joining (first joined first), for the admin's day view. */
export function listWaitlist(db: DbOrTx, date: string): WaitlistRow[] {
  const rows = db
    .select({ entry: waitlistEntries, memberName: teamMembers.name })
    .from(waitlistEntries)
    .leftJoin(teamMembers, eq(teamMembers.id, waitlistEntries.teamMemberId))
    .where(eq(waitlistEntries.date, date))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .all();
  if (rows.length === 0) return [];
  const catalog = loadBookingCatalog(db);
  return rows.map(({ entry, memberName }) => {
    const resolved = resolveSelection(catalog, entry);
    return {
      ...entry,
      memberName,
      items: [...resolved.services.map((s) => s.name), ...resolved.packages.map((p) => p.name)],
    };
  });
}

/** A start the desk can give a waiting customer ('Randevu ver', one tap): when and with whom. */
export type WaitlistOffer = { time: string; teamMemberId: number; memberName: string };

/**
 * The first free starts of each entry's selection that day (her member, else every member
 * who can serve it), earliest first, at most `limit` each: what the day view's waitlist
 * offers as 'Randevu ver' buttons once a time is freed (docs/decisions/0372). A day's
 * waitlist is a handful of entries; each reads its members' day.
 */
export function waitlistOffers(
  db: DbOrTx,
  entries: readonly WaitlistEntry[],
  now: Date,
  limit = 3,
): Map<number, WaitlistOffer[]> {
  const offers = new Map<number, WaitlistOffer[]>();
  if (entries.length === 0) return offers;
  const catalog = loadBookingCatalog(db);
  const names = new Map(catalog.members.map((m) => [m.id, m.name]));
  for (const entry of entries) {
    const fit = selectionFit(catalog, entry);
    if (!fit) {
      offers.set(entry.id, []);
      continue;
    }
    const memberIds =
      entry.teamMemberId !== null ? fit.memberIds.filter((id) => id === entry.teamMemberId) : fit.memberIds;
    const starts = memberIds.flatMap((memberId) =>
      slotsForDay(db, { now, memberId, date: entry.date, durationMinutes: fit.durationMinutes })
        .filter((slot) => slot.available)
        .map((slot) => ({ time: slot.time, teamMemberId: memberId, memberName: names.get(memberId) ?? '' })),
    );
    starts.sort(
      (a, b) => a.time.localeCompare(b.time) || memberIds.indexOf(a.teamMemberId) - memberIds.indexOf(b.teamMemberId),
    );
    offers.set(entry.id, starts.slice(0, limit));
  }
  return offers;
}

/**
 * Removes an entry with its history row (entity 'waitlist'; `meta`: e.g. the appointment it
 * became). Call inside the write's transaction when part of a larger write.
 */
export function removeWaitlistEntry(
  db: DbOrTx,
  actor: Actor,
  id: number,
  options: { at?: Date; meta?: Record<string, unknown> } = {},
): boolean {
  const run = (tx: DbOrTx) => {
    const entry = tx.delete(waitlistEntries).where(eq(waitlistEntries.id, id)).returning().get();
    if (!entry) return false;
    const { customerName, customerEmail, customerPhone, date, teamMemberId, serviceIds, packageIds } = entry;
    recordChange(
      tx,
      actor,
      'waitlist',
      id,
      'deleted',
      { customerName, customerEmail, customerPhone, date, teamMemberId, serviceIds, packageIds },
      null,
      { at: options.at, meta: options.meta },
    );
    return true;
  };
  return (db as Db).transaction(run);
}

export function findWaitlistEntry(db: DbOrTx, id: number): WaitlistEntry | null {
  return db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).get() ?? null;
}

/** The appointment as it was before the write that freed its time. */
export type FreedSlot = {
  id: number;
  date: string;
  time: string;
  teamMemberId: number | null;
  status: AppointmentStatus;
  durationMinutes: number;
  customDuration: number | null;
};

/**
 * Queues the notices for a start freed by a cancellation, a move or a deletion of `freed`
 * (its values BEFORE the write). Called inside the write's transaction, after the write, on
 * the same connection: the availability read sees the time as free. For each entry of that
 * day in the order of joining, whose member (or any eligible member) is the freed one and
 * whose selection now has an available start clashing with the freed time: one e-mail, once
 * per entry and freed start (dedupe key). Returns how many were queued.
 */
export function queueWaitlistNotices(db: DbOrTx, freed: FreedSlot, now: Date): number {
  const memberId = freed.teamMemberId;
  if (memberId === null || !BOOKING_CONFLICT_STATUSES.includes(freed.status)) return 0;
  if (freed.date < istanbulToday(now)) return 0;
  const entries = db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.date, freed.date), isNotNull(waitlistEntries.confirmedAt)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .all()
    .filter((e) => e.teamMemberId === null || e.teamMemberId === memberId);
  if (entries.length === 0) return 0;
  const catalog = loadBookingCatalog(db);
  const freedLength = freed.customDuration ?? freed.durationMinutes;
  let queued = 0;
  for (const entry of entries) {
    const fit = selectionFit(catalog, entry);
    if (!fit?.memberIds.includes(memberId)) continue;
    const slots = slotsForDay(db, { now, memberId, date: freed.date, durationMinutes: fit.durationMinutes });
    const time = fittingStart(
      slots,
      { time: freed.time, durationMinutes: freedLength },
      fit.durationMinutes,
      now,
      freed.date,
    );
    if (!time) continue;
    const id = enqueueMessage(db, {
      channel: 'email',
      topic: 'waitlist-slot-freed',
      payload: {
        entryId: entry.id,
        date: freed.date,
        time,
        teamMemberId: memberId,
        to: entry.customerEmail ?? '',
        customerName: entry.customerName,
      },
      dedupeKey: waitlistDedupeKey(entry.id, freed),
    });
    if (id !== null) queued++;
  }
  return queued;
}

/** The freed-slot fields of an appointment row (what callers pass before they write). */
export function freedSlotOf(row: typeof appointments.$inferSelect): FreedSlot {
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    teamMemberId: row.teamMemberId,
    status: row.status,
    durationMinutes: row.durationMinutes,
    customDuration: row.customDuration,
  };
}

/** Member names by id (the message names the member). */
export function memberNames(db: DbOrTx, ids: readonly number[]): Map<number, string> {
  if (ids.length === 0) return new Map();
  return new Map(
    db
      .select({ id: teamMembers.id, name: teamMembers.name })
      .from(teamMembers)
      .where(inArray(teamMembers.id, [...ids]))
      .all()
      .map((m) => [m.id, m.name]),
  );
}

/** What the freed-start notice shows, read when it is sent; a reason instead when it should no longer go. */
export function waitlistMessageData(
  db: DbOrTx,
  payload: { entryId: number; date: string; time: string; teamMemberId: number },
  baseUrl: string,
): { ok: true; data: WaitlistNotice } | { ok: false; reason: string } {
  const entry = findWaitlistEntry(db, payload.entryId);
  if (!entry) return { ok: false, reason: 'Bekleme listesi kaydı silinmiş' };
  if (!entry.confirmedAt) return { ok: false, reason: 'Bekleme listesi kaydı onaylanmamış' };
  if (!entry.customerEmail) return { ok: false, reason: 'Müşterinin e-posta adresi yok' };
  const catalog = loadBookingCatalog(db);
  const fit = selectionFit(catalog, entry);
  if (!fit) return { ok: false, reason: 'Seçilen hizmet artık sunulmuyor' };
  return {
    ok: true,
    data: {
      customerName: entry.customerName,
      customerEmail: entry.customerEmail,
      date: payload.date,
      time: payload.time,
      items: fit.items,
      memberName: memberNames(db, [payload.teamMemberId]).get(payload.teamMemberId) ?? null,
      bookUrl: wizardLink(baseUrl, {
        serviceIds: entry.serviceIds,
        packageIds: entry.packageIds,
        memberId: payload.teamMemberId,
        date: payload.date,
      }),
    },
  };
}
