/**
 * Team members' calendar subscriptions (issue 19 item 2; docs/decisions/0212): the private
 * link per member (created, shown, renewed, closed by the admin) and the feed it serves.
 * The link's token is looked up by its SHA-256; it is stored encrypted only to be shown again.
 */
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { memberCalendarFeeds, teamMembers, users } from '../../../db/schema';
import { istanbulToday } from '~/domain/clock';
import { buildIcsFeed } from '~/domain/ics';
import { feedEvent, feedWindow, FEED_TOKEN_RE, isInFeed } from '~/domain/member-feed';
import { maskContact, seesContact } from '~/domain/permissions';
import { readSetting } from '../settings/registry.server';
import { decryptSecret, encryptSecret } from '~/infra/secrets.server';
import { readAppointments, serviceText } from '../appointments/queries.server';
import { recordChange, type Actor } from '../audit/history.server';

const PURPOSE = 'member-calendar-feed';

function hashOf(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** The feed's path for a token. */
export function feedPath(token: string): string {
  return `/takvim/${token}`;
}

export type MemberFeedLink = {
  memberId: number;
  name: string;
  isActive: boolean;
  token: string | null;
  createdAt: Date | null;
  unreadable: boolean;
};

/** A member and their link (null token: none yet, or it cannot be read with this SECRETS_KEY: renew). */
export function memberFeedLink(db: Db, secretsKey: string, memberId: number): MemberFeedLink | null {
  const row = db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      isActive: teamMembers.isActive,
      tokenEncrypted: memberCalendarFeeds.tokenEncrypted,
      createdAt: memberCalendarFeeds.createdAt,
    })
    .from(teamMembers)
    .leftJoin(memberCalendarFeeds, eq(memberCalendarFeeds.teamMemberId, teamMembers.id))
    .where(eq(teamMembers.id, memberId))
    .get();
  if (!row) return null;
  const token = row.tokenEncrypted ? decryptSecret(row.tokenEncrypted, secretsKey, PURPOSE) : null;
  return {
    memberId: row.id,
    name: row.name,
    isActive: row.isActive,
    token,
    createdAt: row.createdAt,
    unreadable: Boolean(row.tokenEncrypted) && !token,
  };
}

/** A new link for the member (the old one stops at once); false when the member does not exist. */
export function renewMemberFeed(db: Db, actor: Actor, secretsKey: string, memberId: number, now: Date): boolean {
  if (!db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.id, memberId)).get()) return false;
  const token = crypto.randomBytes(32).toString('base64url');
  const values = {
    tokenHash: hashOf(token),
    tokenEncrypted: encryptSecret(token, secretsKey, PURPOSE),
    createdAt: now,
  };
  db.insert(memberCalendarFeeds)
    .values({ teamMemberId: memberId, ...values })
    .onConflictDoUpdate({ target: memberCalendarFeeds.teamMemberId, set: values })
    .run();
  recordChange(db, actor, 'team-member', memberId, 'updated', null, null, {
    at: now,
    meta: { calendarFeed: 'renewed' },
  });
  return true;
}

/** Closes the member's link; false when there was none. */
export function closeMemberFeed(db: Db, actor: Actor, memberId: number): boolean {
  const closed = db.delete(memberCalendarFeeds).where(eq(memberCalendarFeeds.teamMemberId, memberId)).run().changes > 0;
  if (closed)
    recordChange(db, actor, 'team-member', memberId, 'updated', null, null, { meta: { calendarFeed: 'closed' } });
  return closed;
}

/**
 * The iCalendar feed a token opens, or null (malformed, unknown, renewed or closed, or the
 * member was deactivated: a person who left the studio no longer reads its customers'
 * phones and notes; docs/decisions/0338): the member's pending and confirmed appointments
 * of the feed's window.
 */
export function memberFeedIcs(db: Db, token: string, host: string, now: Date): { name: string; ics: string } | null {
  if (!FEED_TOKEN_RE.test(token)) return null;
  const member = db
    .select({ id: teamMembers.id, name: teamMembers.name })
    .from(memberCalendarFeeds)
    .innerJoin(teamMembers, eq(teamMembers.id, memberCalendarFeeds.teamMemberId))
    .where(and(eq(memberCalendarFeeds.tokenHash, hashOf(token)), eq(teamMembers.isActive, true)))
    .get();
  if (!member) return null;
  // the feed shows what its member sees in the app (issue 37): her account's role (an artist
  // without an account: the artist's), contact masked unless the owner's switch allows it
  const account = db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.teamMemberId, member.id), isNull(users.deactivatedAt)))
    .get();
  const mayRead = seesContact({
    role: account?.role ?? 'member',
    options: { memberSeesContact: readSetting(db, 'memberSeesContact') },
  });
  const { from, to } = feedWindow(istanbulToday(now));
  const events = readAppointments(db, { memberId: member.id, from, to, order: 'schedule' })
    .filter(isInFeed)
    .map((a) => feedEvent(maskContact({ ...a, service: serviceText(a.lines) }, mayRead), host, now));
  return { name: member.name, ics: buildIcsFeed({ name: `Sheva Nail Art: ${member.name}`, events }) };
}
