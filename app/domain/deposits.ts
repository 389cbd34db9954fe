/**
 * The kapora (deposit) of a booking (issue 38; docs/decisions/0461-kapora-ledger.md): the
 * studio's policy, what a booking owes under it, until when the slot is held unpaid, the
 * states everyone sees, and the Turkish texts. Pure: `now` is a parameter.
 *
 * Money is kuruş. A percentage is kept in basis points (30 % = 3000).
 */
import { z } from 'zod';
import { formatKurus, liraToKurus } from '../utils/money';
import { instantOf } from './clock';

export const DEPOSIT_POLICY_SETTING_KEY = 'deposit_policy';

export const DEPOSIT_AUDIENCES = ['everyone', 'new', 'risky'] as const;
export type DepositAudience = (typeof DEPOSIT_AUDIENCES)[number];
export const DEPOSIT_AUDIENCE_LABELS: Record<DepositAudience, string> = {
  everyone: 'Herkes',
  new: 'Yalnızca yeni müşteriler',
  risky: 'Daha önce gelmeyen veya geç iptal eden müşteriler',
};

export const DEPOSIT_AMOUNT_KINDS = ['percent', 'fixed'] as const;
export type DepositAmountKind = (typeof DEPOSIT_AMOUNT_KINDS)[number];
export const DEPOSIT_AMOUNT_KIND_LABELS: Record<DepositAmountKind, string> = {
  percent: 'Yüzde (%)',
  fixed: 'Sabit tutar (₺)',
};

/** One amount rule: a percentage of the line's price (basis points) or a fixed sum (kuruş). */
export type DepositAmount = { kind: DepositAmountKind; value: number };

export type DepositPolicy = {
  enabled: boolean;
  /** the default for every service and package */
  amount: DepositAmount;
  /** per service: its own amount (a service not listed takes the default) */
  overrides: { serviceId: number; amount: DepositAmount }[];
  audience: DepositAudience;
  /** an appointment below this total asks no kapora */
  minimumKurus: number;
  /** how long an unpaid kapora holds the slot (never past the self-service cut-off) */
  holdMinutes: number;
  /** ways to pay online */
  cardEnabled: boolean;
  transferEnabled: boolean;
  /** the studio's bank account for havale/EFT */
  iban: string;
  accountName: string;
};

export const DEFAULT_DEPOSIT_POLICY: DepositPolicy = {
  enabled: false,
  amount: { kind: 'percent', value: 3000 },
  overrides: [],
  audience: 'everyone',
  minimumKurus: 0,
  holdMinutes: 120,
  cardEnabled: true,
  transferEnabled: true,
  iban: '',
  accountName: '',
};

export const MAX_HOLD_MINUTES = 7 * 24 * 60;
export const MIN_HOLD_MINUTES = 15;
export const MAX_DEPOSIT_KURUS = 10_000_000;

export const DEPOSIT_MESSAGES = {
  percent: 'Yüzde 1 ile 100 arasında olmalıdır',
  fixed: 'Tutar 1 ile 100.000 ₺ arasında olmalıdır',
  minimum: 'En düşük randevu tutarı 0 ile 100.000 ₺ arasında olmalıdır',
  hold: `Bekleme süresi ${MIN_HOLD_MINUTES} dakika ile 7 gün arasında olmalıdır`,
  iban: 'Geçerli bir IBAN girin (TR ile başlayan 26 karakter)',
  ibanNeeded: 'Havale/EFT açıkken IBAN ve hesap sahibi gereklidir',
  noWay: 'Kart veya havale/EFT yollarından en az biri açık olmalıdır',
  saved: 'Kapora ayarları kaydedildi.',
  invalid: 'Kapora ayarı geçersiz',
  amount: 'Kapora tutarı 0’dan büyük olmalıdır',
  notFound: 'Kapora bulunamadı',
  notAwaiting: 'Bu kapora artık ödeme beklemiyor.',
  alreadyPaid: 'Kapora zaten alınmış.',
  notRefundDue: 'Bu kapora için iade bekleyen bir havale yok.',
  tooManyTries: 'Çok fazla ödeme denemesi yapıldı. Lütfen biraz sonra tekrar deneyin veya bizi arayın.',
  gatewayOff: 'Kartla ödeme şu anda kullanılamıyor. Lütfen havale/EFT ile ödeyin veya bizi arayın.',
  gatewayFailed: 'Ödeme sayfası açılamadı. Lütfen biraz sonra tekrar deneyin.',
  declined: 'Ödeme tamamlanamadı; kartınızdan para çekilmedi. Tekrar deneyebilir veya havale/EFT ile ödeyebilirsiniz.',
  paidThanks: 'Kaporanız alındı. Teşekkür ederiz!',
  expiredText: 'Kapora süresinde ödenmediği için randevu iptal edildi.',
} as const;

// ---------------------------------------------------------------------------------------------
// States
// ---------------------------------------------------------------------------------------------

export { DEPOSIT_BADGES, DEPOSIT_STATUS_LABELS, DEPOSIT_STATUSES, type DepositStatus } from './deposit-states';
import { DEPOSIT_STATUS_LABELS, type DepositStatus } from './deposit-states';

/** The money rows of the ledger: each at most once per kapora, on the day it happened. */
export const DEPOSIT_EVENT_KINDS = ['paid', 'refunded', 'kept', 'applied'] as const;
export type DepositEventKind = (typeof DEPOSIT_EVENT_KINDS)[number];

export const DEPOSIT_METHODS = ['card', 'transfer', 'cash', 'desk_card'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
export const DEPOSIT_METHOD_LABELS: Record<DepositMethod, string> = {
  card: 'Kart (çevrimiçi)',
  transfer: 'Havale/EFT',
  cash: 'Nakit',
  desk_card: 'Kart (stüdyoda)',
};

/** The kapora still counts as money the studio holds for the customer. */
export function depositHeld(status: DepositStatus): boolean {
  return status === 'paid';
}

// ---------------------------------------------------------------------------------------------
// What a booking owes
// ---------------------------------------------------------------------------------------------

export type DepositLine = { serviceId: number | null; priceKurus: number };

/** One line's kapora under an amount rule (a fixed sum never above the line's price). */
function lineDeposit(amount: DepositAmount, priceKurus: number): number {
  if (amount.kind === 'percent') return Math.round((priceKurus * amount.value) / 10_000);
  return Math.min(amount.value, priceKurus);
}

export type DepositCustomer = {
  /** earlier appointments of the same person that were not cancelled */
  pastVisits: number;
  /** earlier no-shows or kept kaporas (a late cancellation) */
  pastNoShows: number;
};

/** Whether the policy asks this customer for a kapora. */
export function depositAudienceMatches(audience: DepositAudience, customer: DepositCustomer): boolean {
  if (audience === 'everyone') return true;
  if (audience === 'new') return customer.pastVisits === 0;
  return customer.pastNoShows > 0;
}

/**
 * The kapora a booking owes (kuruş), 0 when none: the policy is off, the customer is not in
 * its audience, or the total is under the minimum. Each service line takes its own rule or
 * the default; package lines the default. Never above the total.
 */
export function depositFor(policy: DepositPolicy, lines: readonly DepositLine[], customer: DepositCustomer): number {
  if (!policy.enabled) return 0;
  const total = lines.reduce((s, l) => s + l.priceKurus, 0);
  if (total <= 0 || total < policy.minimumKurus) return 0;
  if (!depositAudienceMatches(policy.audience, customer)) return 0;
  const overrides = new Map(policy.overrides.map((o) => [o.serviceId, o.amount]));
  const sum = lines.reduce(
    (s, l) => s + lineDeposit((l.serviceId !== null && overrides.get(l.serviceId)) || policy.amount, l.priceKurus),
    0,
  );
  return Math.min(sum, total);
}

/** The shortest time a customer is given to pay, even close to the appointment. */
export const MIN_PAY_WINDOW_MS = 15 * 60_000;

/**
 * Until when an unpaid kapora holds the slot: `holdMinutes` after the booking, but never past
 * the appointment's self-service cut-off (start − cut-off hours); a booking made inside the
 * cut-off gets at least 15 minutes, and never past the start.
 */
export function depositDeadline(
  bookedAt: Date,
  appointment: { date: string; time: string },
  holdMinutes: number,
  cutoffHours: number,
): Date {
  const start = instantOf(appointment.date, appointment.time).getTime();
  const hold = bookedAt.getTime() + holdMinutes * 60_000;
  const cutoff = start - cutoffHours * 3_600_000;
  const floor = Math.min(bookedAt.getTime() + MIN_PAY_WINDOW_MS, start);
  return new Date(Math.max(Math.min(hold, cutoff), floor));
}

/**
 * Where a paid kapora goes when the appointment is cancelled at `now`: back to the customer
 * when the cancellation is before the self-service cut-off, kept otherwise.
 */
export function cancellationOutcome(
  appointment: { date: string; time: string },
  now: Date,
  cutoffHours: number,
): 'refund' | 'keep' {
  const cutoff = instantOf(appointment.date, appointment.time).getTime() - cutoffHours * 3_600_000;
  return now.getTime() < cutoff ? 'refund' : 'keep';
}

// ---------------------------------------------------------------------------------------------
// The reference code of a bank transfer
// ---------------------------------------------------------------------------------------------

const REFERENCE_ALPHABET = 'ACDEFGHJKLMNPRTUVWXY34679';

/** A short code the customer writes in the transfer's description, e.g. "KP-7HX4TM". */
export function depositReference(random: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)];
  return `KP-${code}`;
}

/** IBAN as typed: spaces dropped, upper case; valid when TR + 24 digits with the mod-97 check. */
export function normalIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function ibanValid(iban: string): boolean {
  if (!/^TR\d{24}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  const digits = moved.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** IBAN in groups of four, as a bank prints it. */
export function ibanGroups(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim();
}

// ---------------------------------------------------------------------------------------------
// The stored policy and its form
// ---------------------------------------------------------------------------------------------

const amountSchema = z
  .object({ kind: z.enum(DEPOSIT_AMOUNT_KINDS), value: z.number().int() })
  .refine(
    (a) =>
      a.kind === 'percent' ? a.value >= 100 && a.value <= 10_000 : a.value >= 100 && a.value <= MAX_DEPOSIT_KURUS,
    {
      message: DEPOSIT_MESSAGES.invalid,
    },
  );

export const depositPolicySchema = z.object({
  enabled: z.boolean(),
  amount: amountSchema,
  overrides: z.array(z.object({ serviceId: z.number().int().positive(), amount: amountSchema })).max(200),
  audience: z.enum(DEPOSIT_AUDIENCES),
  minimumKurus: z.number().int().min(0).max(MAX_DEPOSIT_KURUS),
  holdMinutes: z.number().int().min(MIN_HOLD_MINUTES).max(MAX_HOLD_MINUTES),
  cardEnabled: z.boolean(),
  transferEnabled: z.boolean(),
  iban: z.string().max(34),
  accountName: z.string().max(100),
});

/** The stored text (JSON) to the policy; the registry's parser (app/domain/settings.ts). */
export const depositPolicyText = z.string().transform((text, ctx): DepositPolicy => {
  try {
    const parsed = depositPolicySchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: refused below
  }
  ctx.addIssue({ code: 'custom', message: DEPOSIT_MESSAGES.invalid });
  return z.NEVER;
});

export const serializeDepositPolicy = (policy: DepositPolicy) => JSON.stringify(policy);

/** A percentage text ("30", "12,5") to basis points, or null. */
export function percentTextToBasisPoints(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** An amount rule as the form shows it: "30" (percent) or "150" / "150,50" (lira). */
export function amountText(amount: DepositAmount): string {
  if (amount.kind === 'percent') return String(amount.value / 100).replace('.', ',');
  return String(amount.value / 100).replace('.', ',');
}

/** An amount rule as a sentence piece: "%30" or "₺150,00". */
export function amountLabel(amount: DepositAmount): string {
  return amount.kind === 'percent' ? `%${amountText(amount)}` : formatKurus(amount.value);
}

export type DepositFormFields = {
  enabled?: string;
  amountKind?: string;
  amountValue?: string;
  audience?: string;
  minimum?: string;
  holdMinutes?: string;
  cardEnabled?: string;
  transferEnabled?: string;
  iban?: string;
  accountName?: string;
  /** per service: `override.{id}.kind` and `override.{id}.value` (empty value: the default) */
  overrides?: { serviceId: number; kind?: string; value?: string }[];
};

export type DepositFormResult =
  | { ok: true; policy: DepositPolicy }
  | { ok: false; fieldErrors: Record<string, string>; message: string };

function amountFrom(kindText: string | undefined, valueText: string | undefined): DepositAmount | string {
  const kind: DepositAmountKind = kindText === 'fixed' ? 'fixed' : 'percent';
  if (kind === 'percent') {
    const bp = percentTextToBasisPoints(valueText ?? '');
    return bp !== null && bp >= 100 && bp <= 10_000 ? { kind, value: bp } : DEPOSIT_MESSAGES.percent;
  }
  const kurus = liraToKurus(valueText ?? '');
  return kurus !== null && kurus >= 100 && kurus <= MAX_DEPOSIT_KURUS ? { kind, value: kurus } : DEPOSIT_MESSAGES.fixed;
}

/** The settings form (a plain POST) to a policy, with a Turkish message per wrong field. */
export function policyFromForm(fields: DepositFormFields): DepositFormResult {
  const errors: Record<string, string> = {};
  const amount = amountFrom(fields.amountKind, fields.amountValue);
  if (typeof amount === 'string') errors.amountValue = amount;
  const minimum = fields.minimum?.trim() ? liraToKurus(fields.minimum) : 0;
  if (minimum === null || minimum > MAX_DEPOSIT_KURUS) errors.minimum = DEPOSIT_MESSAGES.minimum;
  const hold = Number(fields.holdMinutes);
  if (!Number.isInteger(hold) || hold < MIN_HOLD_MINUTES || hold > MAX_HOLD_MINUTES)
    errors.holdMinutes = DEPOSIT_MESSAGES.hold;
  const audience = (DEPOSIT_AUDIENCES as readonly string[]).includes(fields.audience ?? '')
    ? (fields.audience as DepositAudience)
    : 'everyone';
  const cardEnabled = fields.cardEnabled === 'on' || fields.cardEnabled === 'true';
  const transferEnabled = fields.transferEnabled === 'on' || fields.transferEnabled === 'true';
  const iban = normalIban(fields.iban ?? '');
  const accountName = (fields.accountName ?? '').trim().slice(0, 100);
  if (iban && !ibanValid(iban)) errors.iban = DEPOSIT_MESSAGES.iban;
  if (transferEnabled && (!iban || !accountName)) errors.iban ??= DEPOSIT_MESSAGES.ibanNeeded;
  if (!cardEnabled && !transferEnabled) errors.cardEnabled = DEPOSIT_MESSAGES.noWay;
  const overrides: DepositPolicy['overrides'] = [];
  for (const o of fields.overrides ?? []) {
    if (!o.value?.trim()) continue;
    const a = amountFrom(o.kind, o.value);
    if (typeof a === 'string') errors[`override.${o.serviceId}`] = a;
    else overrides.push({ serviceId: o.serviceId, amount: a });
  }
  const keys = Object.keys(errors);
  if (keys.length) return { ok: false, fieldErrors: errors, message: errors[keys[0]!]! };
  return {
    ok: true,
    policy: {
      enabled: fields.enabled === 'on' || fields.enabled === 'true',
      amount: amount as DepositAmount,
      overrides,
      audience,
      minimumKurus: minimum ?? 0,
      holdMinutes: hold,
      cardEnabled,
      transferEnabled,
      iban,
      accountName,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------------------------

/** The customer's sentence under the kapora box: how much and until when. */
export function depositDueSentence(amountKurus: number, dueLabel: string): string {
  return `Randevunuzun kesinleşmesi için ${formatKurus(amountKurus)} kapora ödemeniz gerekiyor. Son ödeme: ${dueLabel}. Bu süre içinde ödenmezse randevu iptal edilir.`;
}

/** The desk's line on the panel: "Kapora alındı: ₺105,00 (Kart (çevrimiçi))". */
export function depositPanelLine(status: DepositStatus, amountKurus: number, method: DepositMethod | null): string {
  const label = DEPOSIT_STATUS_LABELS[status];
  return method
    ? `${label}: ${formatKurus(amountKurus)} (${DEPOSIT_METHOD_LABELS[method]})`
    : `${label}: ${formatKurus(amountKurus)}`;
}
