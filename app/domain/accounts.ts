/**
 * The studio's accounts (issue 26 item 1, docs/decisions/0354-accounts-and-invitations.md):
 * the owner invites people with a name, e-mail, role and (for an artist) the team member she
 * is; the person sets her own password through a one-time link (72 hours, single use). The
 * last active owner can neither be deactivated nor demoted. One schema serves the form and
 * the JSON API (`{ name, email, role, teamMemberId }`).
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORDS_DO_NOT_MATCH_MESSAGE } from './admin-account';
import { isRole, ROLE_NAMES, ROLES, type Role } from './permissions';

export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
/** The invitation page's path for a token. */
export const invitationPath = (token: string) => `/davet/${token}`;
/** Tokens are 32 random bytes, base64url. */
export const INVITATION_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export const ACCOUNT_TEXTS = {
  created: 'Hesap oluşturuldu. Davet bağlantısını kopyalayıp kişiye iletebilirsiniz.',
  updated: 'Hesap güncellendi',
  deactivated: 'Hesap devre dışı bırakıldı; tüm oturumları kapatıldı',
  reactivated: 'Hesap yeniden etkinleştirildi; yeni bir davet bağlantısı oluşturuldu',
  reinvited: 'Yeni davet bağlantısı oluşturuldu; eskisi artık çalışmaz',
  notFound: 'Hesap bulunamadı',
  emailTaken: 'Bu e-posta adresiyle bir hesap zaten var',
  lastOwner:
    'Stüdyonun en az bir etkin Sahip hesabı olmalıdır: son Sahip devre dışı bırakılamaz veya rolü değiştirilemez',
  selfDeactivate: 'Kendi hesabınızı devre dışı bırakamazsınız',
  memberNeedsTeamMember: 'Uzman rolündeki bir hesap için ekip üyesini seçin',
  teamMemberNotFound: 'Seçilen ekip üyesi bulunamadı',
  teamMemberTaken: 'Bu ekip üyesi başka bir hesaba bağlı',
  invitationInvalid: 'Bu davet bağlantısı geçersiz veya daha önce kullanılmış',
  invitationExpired: 'Bu davet bağlantısının süresi doldu (72 saat). Stüdyo sahibinden yeni bir bağlantı isteyin.',
  invitationAccepted: 'Şifreniz kaydedildi. Artık giriş yapabilirsiniz.',
  deactivatedAccount: 'Bu hesap devre dışı bırakılmış',
  invitationRenewed:
    'E-posta adresi değişti: eski davet bağlantısı iptal edildi, yeni adrese yeni bir bağlantı gönderildi.',
  ownCannotDeactivate: 'Kendi hesabınızı devre dışı bırakamazsınız; başka bir Sahip bunu yapabilir.',
  passkeysRemoved: 'geçiş anahtarı da silindi; kişi yeniden şifresiyle giriş yapar.',
  passkeyRequired: 'Bu hesap geçiş anahtarı (passkey) ile giriş yapar: "Geçiş Anahtarı Kullan" düğmesini kullanın.',
} as const;

export const ROLE_MESSAGE = `Rol şunlardan biri olmalıdır: ${ROLES.join(', ')}`;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A team member's id from a form ('' or absent: none) or JSON (a number or null). */
const teamMemberIdField = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.union([
    z.null(),
    z.coerce
      .number({ error: ACCOUNT_TEXTS.teamMemberNotFound })
      .int(ACCOUNT_TEXTS.teamMemberNotFound)
      .positive(ACCOUNT_TEXTS.teamMemberNotFound),
  ]),
);

/** The accounts form and `POST/PUT /api/accounts`: `{ name, email, role, teamMemberId }`. */
export const accountSchema = z
  .object({
    name: required('Ad gereklidir').pipe(z.string().max(100, 'Ad en fazla 100 karakter olabilir')),
    email: required('E-posta adresi gereklidir').pipe(
      z.email('Lütfen geçerli bir e-posta adresi girin').max(200, 'E-posta adresi çok uzun'),
    ),
    role: z.string({ error: ROLE_MESSAGE }).refine(isRole, ROLE_MESSAGE),
    teamMemberId: teamMemberIdField.optional().default(null),
  })
  .transform((v) => ({
    ...v,
    email: v.email.toLowerCase(),
    role: v.role as Role,
    teamMemberId: v.role === 'member' ? v.teamMemberId : (v.teamMemberId ?? null),
  }))
  .superRefine((v, ctx) => {
    if (v.role === 'member' && v.teamMemberId === null)
      ctx.addIssue({ code: 'custom', message: ACCOUNT_TEXTS.memberNeedsTeamMember, path: ['teamMemberId'] });
  });
export type AccountInput = z.output<typeof accountSchema>;

/** The invitation page: the new password twice. */
export const invitationAcceptSchema = z
  .object({
    password: z
      .string({ error: `Şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalıdır` })
      .min(MIN_PASSWORD_LENGTH, `Şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalıdır`)
      .max(MAX_PASSWORD_LENGTH, `Şifre en fazla ${MAX_PASSWORD_LENGTH} karakter olabilir`),
    confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH_MESSAGE }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type InvitationAcceptInput = z.infer<typeof invitationAcceptSchema>;

/** An invitation's state at `now`. */
export function invitationState(
  invitation: { expiresAt: Date; usedAt: Date | null },
  now: Date,
): 'open' | 'used' | 'expired' {
  if (invitation.usedAt) return 'used';
  return now.getTime() >= invitation.expiresAt.getTime() ? 'expired' : 'open';
}

/**
 * The last-owner rule: after the change, at least one owner who can sign in must remain.
 * `usableOwnerIds` are the owners who can sign in now (active, with a password or a passkey:
 * an invitation never accepted does not count; issue 37); `change` the account changed and
 * what it becomes (it counts only if it can sign in itself).
 */
export function leavesNoOwner(
  usableOwnerIds: readonly number[],
  change: { id: number; role: Role; active: boolean },
): boolean {
  const remaining = usableOwnerIds.filter((id) => id !== change.id);
  return remaining.length === 0 && !(change.role === 'owner' && change.active && usableOwnerIds.includes(change.id));
}

/** 'Elif Yılmaz · Uzman' */
export function accountLabel(account: { name: string; role: Role }): string {
  return `${account.name} · ${ROLE_NAMES[account.role]}`;
}
