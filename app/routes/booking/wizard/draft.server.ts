/**
 * The booking wizard's draft between steps, in a signed cookie (no JavaScript needed, no
 * server state): personal details, the selection and chosen member, the date and notes of
 * step 3, and the one-time token of the booking form. After a booking the draft is cleared
 * and the result travels once as a flash value for the success dialog.
 */
import crypto from 'node:crypto';
import { createCookieSessionStorage, type Session } from 'react-router';
import type { RequestContext } from '~/infra/app-context';
import type { CustomerChannel } from '~/domain/message-topics';

export type DraftPersonal = {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** the privacy notice consent given on step 1: when (ms), which version, from which IP */
  kvkkConsentAt: number;
  kvkkVersion: number;
  kvkkIp: string;
};
export type DraftSelection = {
  serviceIds: number[];
  packageIds: number[];
  teamMemberId: number | null;
  /** 'Fark etmez – ilk müsait uzman': any eligible member (teamMemberId stays null) */
  anyMember?: boolean;
};

export type BookingDraft = {
  personal?: DraftPersonal;
  selection?: DraftSelection;
  /** step 3 date (YYYY-MM-DD) */
  date?: string;
  notes?: string;
  /** step 3's SMS / WhatsApp boxes as last sent (never ticked by default) */
  messageConsent?: { sms: boolean; whatsapp: boolean };
  /** the one-time code sent to prove the phone (docs/decisions/0330): its verification id and the phone it went to */
  phoneVerification?: { id: string; phone: string };
  /** the booking form's one-time token (idempotency key) */
  token?: string;
  /** set by a link with the choice made (nudge, waitlist): step 1 goes on to step 3 when the member is known */
  preset?: boolean;
};

export type BookedSummary = {
  id: number;
  date: string;
  time: string;
  memberName: string | null;
  items: string[];
  totalPriceKurus: number;
  durationMinutes: number;
  /** the private self-service page (/randevu/{token}) */
  managePath?: string | null;
  /** the channels that will tell her when it is confirmed (none: the studio calls), decided at booking */
  channels?: CustomerChannel[];
};

type SessionShape = { draft: BookingDraft };
type FlashShape = { booked: BookedSummary };
export type DraftSession = Session<SessionShape, FlashShape>;

export const DRAFT_COOKIE = '__randevu';

function storage(request: Request, context: Pick<RequestContext, 'config'>) {
  return createCookieSessionStorage<SessionShape, FlashShape>({
    cookie: {
      name: DRAFT_COOKIE,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      // Secure whenever the visitor came over HTTPS (behind the proxy too: trust proxy).
      secure: new URL(request.url).protocol === 'https:',
      secrets: [context.config.sessionSecret],
      // the draft of an abandoned booking is forgotten after a day
      maxAge: 60 * 60 * 24,
    },
  });
}

export async function readDraft(request: Request, context: Pick<RequestContext, 'config'>) {
  const store = storage(request, context);
  const session = await store.getSession(request.headers.get('Cookie'));
  return {
    session,
    draft: session.get('draft') ?? {},
    /** Set-Cookie header value after changes */
    commit: () => store.commitSession(session),
  };
}

export function newFormToken(): string {
  return crypto.randomUUID();
}
