/**
 * Proving a phone is yours before the studio sends it SMS or WhatsApp (docs/decisions/0330):
 * a one-time code of 6 digits, sent by SMS, valid 10 minutes, 5 tries, limited per phone and
 * per IP. The proof is good for one booking made within 30 minutes of typing the code.
 * Pure: counts and times come in; hashing and storage are the model's.
 */
import { z } from 'zod';
import { wholeNumberText } from './form-fields';
import { STUDIO } from './studio';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** codes sent to one phone: at most this many an hour and a day */
export const CODES_PER_PHONE_PER_HOUR = 3;
export const CODES_PER_PHONE_PER_DAY = 6;
/** codes asked for from one IP an hour (any phones) */
export const CODES_PER_IP_PER_HOUR = 10;
/** a typed code proves the phone for a booking made this long after */
export const PROOF_VALID_MS = 30 * 60_000;
/** rows are removed this long after they were made */
export const VERIFICATION_KEEP_MS = 24 * 60 * 60_000;

export const PHONE_CODE_TEXTS = {
  consentNote:
    'SMS veya WhatsApp seçerseniz, numaranın size ait olduğunu doğrulamak için telefonunuza SMS ile 6 haneli bir kod göndeririz.',
  sent: 'Telefonunuza SMS ile 6 haneli bir doğrulama kodu gönderdik. Kodu girip “Randevu Al”a basın. (Bildirim istemiyorsanız kutuların işaretini kaldırıp devam edebilirsiniz.)',
  label: 'Doğrulama kodu',
  hint: 'SMS ile gelen 6 haneli kod; 10 dakika geçerlidir.',
  resend: 'Kodu Tekrar Gönder',
  resent: 'Yeni bir doğrulama kodu gönderdik.',
  /** the provider was asked and did not take it (docs/decisions/0424): what happened, and the two ways on */
  notSent:
    'Doğrulama kodunu şu anda gönderemedik: SMS servisine ulaşılamıyor. Biraz sonra “Kodu Tekrar Gönder”e basarak yeniden deneyin ya da bildirim kutularının işaretini kaldırıp SMS’siz devam edin.',
  /** not tried yet within the wait (a busy queue): on its way, not 'sent' */
  sending:
    'Doğrulama kodunuz SMS ile gönderiliyor. Birkaç dakika içinde gelmezse “Kodu Tekrar Gönder”e basın ya da bildirim kutularının işaretini kaldırıp SMS’siz devam edin.',
  codeRequired: 'Lütfen telefonunuza gelen 6 haneli doğrulama kodunu girin.',
  invalidFormat: 'Doğrulama kodu 6 rakamdan oluşur.',
  wrong: (left: number) => `Doğrulama kodu hatalı. Kalan deneme hakkı: ${left}.`,
  expired: 'Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyin.',
  exhausted: 'Çok fazla hatalı deneme yapıldı. Lütfen yeni kod isteyin.',
  used: 'Bu doğrulama kodu zaten kullanıldı. Lütfen yeni kod isteyin.',
  rateLimited:
    'Bu numaraya veya bu bağlantıdan kısa sürede çok fazla kod istendi. Lütfen daha sonra tekrar deneyin ya da bildirim kutularının işaretini kaldırıp devam edin.',
  unavailable: 'SMS doğrulaması şu anda kullanılamıyor. Bildirim kutularının işaretini kaldırıp devam edebilirsiniz.',
  invalidPhone: 'Doğrulama için geçerli bir cep telefonu numarası girin (örn: 0532 123 45 67).',
  notFound: 'Doğrulama bulunamadı veya süresi doldu. Lütfen yeni kod isteyin.',
  verified: 'Telefon numaranız doğrulandı.',
  /** the JSON booking's answer when an opt-in came without a valid proof */
  optInNotRecorded:
    'Telefon numarası doğrulanmadığı için SMS / WhatsApp izni kaydedilmedi; randevu bildirimleri e-posta ile gider. İzin için önce POST /api/phone-verifications ile kod isteyip doğrulayın ve phoneVerificationId gönderin.',
} as const;

/** What step 3 of the wizard shows about the code: nothing, the code field (a code was sent), or 'doğrulandı'. */
export type CodeStep = 'none' | 'requested' | 'verified';

/** The SMS that carries the code: the studio's name and the code, nothing anyone typed. */
export function codeSmsText(code: string): string {
  return `${STUDIO.name} doğrulama kodunuz: ${code}\nKod 10 dakika geçerlidir. Bu kodu kimseyle paylaşmayın.`;
}

/** A code as typed: spaces ignored, exactly 6 digits. */
export const codeSchema = z
  .string({ error: PHONE_CODE_TEXTS.codeRequired })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, PHONE_CODE_TEXTS.codeRequired)
      .regex(/^\d{6}$/, PHONE_CODE_TEXTS.invalidFormat),
  );

/** The code field of the booking form's step 3 (`phoneCode`), as conform reads it. */
export const phoneCodeFormSchema = z.object({ phoneCode: codeSchema });

/**
 * The studio-wide daily SMS budget (issue 37): phone codes are sent only while fewer SMS than
 * this went out (or wait in the outbox) in the last 24 hours, whoever asked from wherever.
 */
export const SMS_BUDGET_SETTING_KEY = 'sms_daily_budget';
export const DEFAULT_SMS_DAILY_BUDGET = 100;
export const MIN_SMS_DAILY_BUDGET = 10;
export const MAX_SMS_DAILY_BUDGET = 5000;
export const SMS_BUDGET_MESSAGE = `Günlük SMS bütçesi ${MIN_SMS_DAILY_BUDGET} ile ${MAX_SMS_DAILY_BUDGET} arasında bir tam sayı olmalıdır`;
export const smsBudgetValueSchema = wholeNumberText(MIN_SMS_DAILY_BUDGET, MAX_SMS_DAILY_BUDGET, SMS_BUDGET_MESSAGE);

/**
 * The key the per-address limits count by (issue 37): an IPv4 address as it is; an IPv6
 * address by its /64 network (one customer line or host holds a whole /64, so rotating
 * addresses inside it does not buy more codes). `::ffff:1.2.3.4` is the IPv4 address.
 */
export function rateLimitAddress(ip: string): string {
  const value = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped) return mapped[1]!;
  if (!value.includes(':')) return value;
  const bare = value.replace(/^\[|\]$/g, '').split('%')[0]!;
  const [head, tail] = bare.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (g || '0').replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Whether one more code may be sent, given the codes of the last hour / day to this phone and of the last hour from this IP. */
export function maySendCode(counts: { phoneLastHour: number; phoneLastDay: number; ipLastHour: number }): boolean {
  return (
    counts.phoneLastHour < CODES_PER_PHONE_PER_HOUR &&
    counts.phoneLastDay < CODES_PER_PHONE_PER_DAY &&
    counts.ipLastHour < CODES_PER_IP_PER_HOUR
  );
}

export type CodeState = { attempts: number; expiresAt: Date; verifiedAt: Date | null; usedAt: Date | null };
export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: 'wrong' | 'expired' | 'exhausted' | 'used'; attemptsLeft: number };

/**
 * The outcome of typing a code: `matches` is whether it is the one sent. A used code, an
 * expired one and one with its 5 tries spent are refused whatever is typed.
 */
export function checkCode(state: CodeState, matches: boolean, now: Date): CodeCheck {
  const left = Math.max(0, MAX_CODE_ATTEMPTS - state.attempts);
  if (state.usedAt) return { ok: false, reason: 'used', attemptsLeft: left };
  if (state.verifiedAt && matches) return { ok: true };
  if (now.getTime() >= state.expiresAt.getTime()) return { ok: false, reason: 'expired', attemptsLeft: left };
  if (left <= 0) return { ok: false, reason: 'exhausted', attemptsLeft: 0 };
  if (matches) return { ok: true };
  return { ok: false, reason: left - 1 <= 0 ? 'exhausted' : 'wrong', attemptsLeft: left - 1 };
}

/** The message for a refused code. */
export function codeRefusalMessage(check: Extract<CodeCheck, { ok: false }>): string {
  return check.reason === 'wrong' ? PHONE_CODE_TEXTS.wrong(check.attemptsLeft) : PHONE_CODE_TEXTS[check.reason];
}

/** A verified code still proves the phone for a booking: verified, not used, not older than PROOF_VALID_MS. */
export function proofValid(state: Pick<CodeState, 'verifiedAt' | 'usedAt'>, now: Date): boolean {
  return !!state.verifiedAt && !state.usedAt && now.getTime() - state.verifiedAt.getTime() <= PROOF_VALID_MS;
}
