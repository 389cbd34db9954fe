/**
 * Fair use of the calendar (docs/decisions/0333): one person (the same phone OR the same
 * e-mail) never holds two overlapping appointments, and holds at most `maxOpen` open future
 * appointments (pending or confirmed, not yet begun; setting `maxOpenAppointments`, default 3).
 * The public booking (wizard and API) refuses past it; the desk may book past it with a
 * reason, kept on the appointment. Pure: `now` and the person's appointments come in.
 */
import { z } from 'zod';
import { BOOKING_CONFLICT_STATUSES } from './availability';
import { instantOf } from './clock';
import { normalizeEmail } from './contact';
import { wholeNumberText } from './form-fields';
import { phoneKey } from './phone-key';

export const DEFAULT_MAX_OPEN_APPOINTMENTS = 3;
export const MIN_MAX_OPEN_APPOINTMENTS = 1;
export const MAX_MAX_OPEN_APPOINTMENTS = 20;
export const MAX_OPEN_SETTING_KEY = 'fair_use_max_open_appointments';

/**
 * "Randevularım": the page where a customer types her phone and e-mail and gets the links to
 * her appointments sent to her (issue 30 builds it). The one place its address and name are
 * written: the refusals below link to it, never to an existing booking's private page.
 */
export const MY_APPOINTMENTS = { path: '/randevularim', label: 'Randevularım' } as const;

export const FAIR_USE_TEXTS = {
  overlap:
    'Bu telefon numarası veya e-posta adresiyle bu saatle çakışan bir randevunuz var. Aynı anda iki randevu alınamaz.',
  tooMany: (max: number) => `Bu telefon numarası veya e-posta adresiyle en fazla ${max} açık randevu alınabilir.`,
  /** the line under either refusal (the link's words are MY_APPOINTMENTS.label) */
  seeYours: `Mevcut randevularınızı görmek, iptal etmek veya değiştirmek için ${MY_APPOINTMENTS.label} sayfasını kullanın.`,
  /** the desk's form */
  deskTitle: 'Adil kullanım sınırı',
  deskHint: 'Bu müşteri için yine de kaydetmek isterseniz gerekçeyi yazın; gerekçe randevuyla birlikte saklanır.',
  reasonLabel: 'Gerekçe',
  reasonRequired: 'Sınırı aşmak için bir gerekçe yazın (en az 3 karakter).',
  reasonTooLong: 'Gerekçe en fazla 500 karakter olabilir.',
  overrideButton: 'Gerekçeyle Kaydet',
  settingSaved: 'Adil kullanım ve mesaj sınırları kaydedildi.',
  maxOpenInvalid: `Açık randevu sınırı ${MIN_MAX_OPEN_APPOINTMENTS} ile ${MAX_MAX_OPEN_APPOINTMENTS} arasında bir tam sayı olmalıdır.`,
} as const;

/** The stored text of `maxOpenAppointments` (the settings registry's parser). */
export const maxOpenValueSchema = wholeNumberText(
  MIN_MAX_OPEN_APPOINTMENTS,
  MAX_MAX_OPEN_APPOINTMENTS,
  FAIR_USE_TEXTS.maxOpenInvalid,
);

/** The desk's reason for booking past the rule: trimmed, 3 to 500 characters. */
export const overrideReasonSchema = z
  .string({ error: FAIR_USE_TEXTS.reasonRequired })
  .trim()
  .min(3, FAIR_USE_TEXTS.reasonRequired)
  .max(500, FAIR_USE_TEXTS.reasonTooLong);

export type Person = { email: string | null | undefined; phone: string | null | undefined };

/** The keys a person is known by: the canonical phone and the normalised e-mail. */
export function personKeys(person: Person): { phone: string | null; email: string | null } {
  const email = person.email?.trim() ? normalizeEmail(person.email) : null;
  return { phone: phoneKey(person.phone), email };
}

/** Whether an appointment's contact is this person's: the same phone OR the same e-mail. */
export function isSamePerson(person: Person, other: Person): boolean {
  const a = personKeys(person);
  const b = personKeys(other);
  return (a.phone !== null && a.phone === b.phone) || (a.email !== null && a.email === b.email);
}

export type HeldAppointment = { id: number; date: string; time: string; durationMinutes: number; status: string };
export type FairUseProblem = 'overlap' | 'too-many';

/**
 * What the rule says about a new (or edited) appointment of a person, given her other
 * appointments (already narrowed to hers, the edited one left out): null when it may be held.
 * An overlap of any minute counts; the count is of pending and confirmed ones not yet begun.
 */
export function fairUseProblem(
  candidate: { date: string; time: string; durationMinutes: number },
  held: readonly HeldAppointment[],
  options: { now: Date; maxOpen: number },
): FairUseProblem | null {
  const open = held.filter((a) => (BOOKING_CONFLICT_STATUSES as readonly string[]).includes(a.status));
  const start = instantOf(candidate.date, candidate.time).getTime();
  const end = start + candidate.durationMinutes * 60_000;
  for (const a of open) {
    const aStart = instantOf(a.date, a.time).getTime();
    const aEnd = aStart + a.durationMinutes * 60_000;
    if (aStart < end && start < aEnd) return 'overlap';
  }
  const future = open.filter((a) => instantOf(a.date, a.time).getTime() > options.now.getTime());
  return future.length >= options.maxOpen ? 'too-many' : null;
}

/** The refusal's message. */
export function fairUseMessage(problem: FairUseProblem, maxOpen: number): string {
  return problem === 'overlap' ? FAIR_USE_TEXTS.overlap : FAIR_USE_TEXTS.tooMany(maxOpen);
}
