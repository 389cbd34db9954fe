/**
 * Who may do what in the back office (issue 26, docs/decisions/0350-roles-and-permissions.md):
 * four roles, a list of permissions named by area and verb, and ONE table of role ×
 * permission. Every loader, action, API call and websocket message asks `can(...)` for a
 * permission, never for a role name. Pure: no database, no request.
 */

/** The roles an account can have (stored in `users.role`). */
export const ROLES = ['owner', 'manager', 'reception', 'member'] as const;
export type Role = (typeof ROLES)[number];

/** The Turkish name of each role, as every screen shows it. */
export const ROLE_NAMES: Record<Role, string> = {
  owner: 'Sahip',
  manager: 'Yönetici',
  reception: 'Resepsiyon',
  member: 'Uzman',
};

/** One line under each role's name on the accounts screen. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Her şey: hesaplar, saklı sağlayıcı şifreleri, raporlar, dışa aktarma ve silme dahil.',
  manager: 'Hesaplar ve saklı sağlayıcı şifreleri dışında her şey.',
  reception: 'Tüm randevular, iletişim bilgileriyle müşteriler, bekleme listesi, gün ve hafta görünümleri, panel.',
  member:
    'Yalnızca kendi randevuları ve kendi günü/haftası; kendi randevularını onaylar, tamamlar, gelmedi işaretler ve not ekler.',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Every permission, `area.verb` (or `area.verb.scope`). What each one opens is written beside
 * it; the routes name these strings, never a role.
 */
export const PERMISSIONS = {
  'dashboard.read': 'Panel (bugünün özeti)',
  'appointments.read.all': 'Tüm uzmanların randevuları; gün, hafta ve ay görünümleri',
  'appointments.read.own': 'Kendi randevuları; kendi günü ve haftası (diğer uzmanların saatleri yalnızca dolu görünür)',
  'appointments.write': 'Randevu oluşturma, düzenleme, taşıma, silme ve her durum değişikliği (herkesin randevusu)',
  'appointments.status.own': 'Kendi randevusunu onaylama, tamamlama, gelmedi işaretleme',
  'appointments.notes.own': 'Kendi randevusuna not ekleme',
  'waitlist.manage': 'Bekleme listesi',
  'sales.checkout': 'Ödeme al: satış, indirim, bahşiş, ödemeler, fiş (yazdırma ve e-posta), kalan borcun tahsili',
  'sales.void': 'Satışı nedeniyle iptal etme (yalnızca satışın kendi gününde)',
  'sales.refund': 'İade: ödenen paranın tamamını veya bir kısmını nedeniyle geri verme (iade günün kaydıdır)',
  'takings.read':
    'Gün sonu: günün satışları, ödeme yöntemleri, bahşişler, indirimler, iptaller, iadeler; Borçlar listesi',
  'takings.close': 'Gün sonu kasa sayımı (sayılan nakit ve fark)',
  'deposits.manage':
    'Kapora kuralları: tutar, hizmetler, kimden, süre, IBAN ve iyzico ayarları (saklı anahtarlar hariç)',
  'takings.approve':
    'Kapatılmış bir günde iptal veya iadeyi onaylama (kendi oturumuyla ya da masada e-posta ve şifresiyle)',
  'customers.read': 'Müşteriler ekranı ve müşteri kartı',
  'customers.write': 'Müşteri düzenleme, birleştirme, pasifleştirme',
  'customers.contact.read': 'Müşteri e-posta ve telefonunu görme (yoksa maskelenir)',
  'customers.export': 'KVKK veri dışa aktarma',
  'customers.erase': 'Müşteri silme ve KVKK kişisel veri silme',
  'reports.read': 'Raporlar ve CSV dosyaları',
  'catalogue.write': 'Hizmetler, kategoriler, paketler',
  'team.write': 'Ekip üyeleri, kategorileri ve takvim bağlantıları',
  'schedule.write': 'Çalışma takvimi: uzmanların çalışma saatleri, izin günleri ve kapanışlar',
  'content.write': 'Galeri, hakkımızda, ana sayfa, KVKK metni, anketler ve yorumlar',
  'settings.write': 'Ayarlar: kapasite, iptal süresi, hatırlatmalar, açılış saatleri, oturum süresi',
  'messaging.setup': 'E-posta, SMS, WhatsApp, Telegram ayarları (saklı şifreler hariç), giden kutusu, toplu e-posta',
  'credentials.write':
    'Saklı sağlayıcı şifreleri (SMTP şifresi, SMS şifresi, WhatsApp, Telegram ve iyzico anahtarları)',
  'accounts.manage': 'Hesaplar: davet, rol, devre dışı bırakma; uzmanların müşteri iletişim bilgisi ayarı',
  'audit.read': 'Kayıtlar ekranı, CSV ve /api/audit',
  'history.read': 'Görebildiği randevu ve müşterilerin "Geçmiş" bölümü',
  'profile.write': 'Kendi şifresi, kendi oturumları, kendi geçiş anahtarlarını silme',
  'passkeys.own': 'Kendi geçiş anahtarlarını (passkey) ekleme (mevcut şifreyle)',
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_LIST = /* @__PURE__ */ Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

const ALL = PERMISSION_LIST;
const except = (...left: Permission[]) => ALL.filter((p) => !left.includes(p));

/**
 * THE table: which role holds which permission. Read it as the issue's text:
 * - Sahip: everything;
 * - Yönetici: everything except accounts and the stored provider credentials;
 * - Resepsiyon: all appointments, customers with contact details, waitlist, day and week
 *   views, dashboard (and the artists' working plans: days off, closures, member hours;
 *   docs/decisions/0350), the till: checkout, voids, Gün sonu and its cash count (issue 27,
 *   docs/decisions/0373) and refunds (issue 38; a closed day's change needs a Sahip's or
 *   Yönetici's `takings.approve`, docs/decisions/0451); no reports, exports, erasure,
 *   settings, content or messaging set-up;
 * - Uzman: her own appointments, her own day and week; confirm, complete, no-show and notes
 *   on her own; contact details only when the owner allows it (`memberSeesContact`).
 */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: ALL,
  // pure: the browser, using a refusal text of this module, leaves the table out (docs/decisions/0535)
  manager: /* @__PURE__ */ except('accounts.manage', 'credentials.write'),
  reception: [
    'dashboard.read',
    'appointments.read.all',
    'appointments.write',
    'waitlist.manage',
    'sales.checkout',
    'sales.void',
    'sales.refund',
    'takings.read',
    'takings.close',
    'customers.read',
    'customers.write',
    'customers.contact.read',
    'schedule.write',
    'history.read',
    'profile.write',
  ],
  member: [
    'appointments.read.own',
    'appointments.status.own',
    'appointments.notes.own',
    'history.read',
    'profile.write',
  ],
};

/** The owner's switches that widen a role (accounts screen): today, "Uzman müşteri iletişim bilgilerini görebilir". */
export type AccessOptions = { memberSeesContact?: boolean };

export const MEMBER_CONTACT_SETTING_LABEL = 'Uzman müşteri iletişim bilgilerini görebilir';
/** The settings key of that switch (app/domain/settings.ts registers it as `memberSeesContact`). */
export const MEMBER_CONTACT_SETTING_KEY = 'member_contact_visible';

/** Every permission the role holds, with the owner's switches applied. */
export function permissionsOf(role: Role, options: AccessOptions = {}): ReadonlySet<Permission> {
  const granted = new Set<Permission>(ROLE_PERMISSIONS[role] ?? []);
  if (role === 'member' && options.memberSeesContact) granted.add('customers.contact.read');
  return granted;
}

/** Whether the role may do it. An unknown role may do nothing. */
export function can(role: Role | string, permission: Permission, options: AccessOptions = {}): boolean {
  return isRole(role) && permissionsOf(role, options).has(permission);
}

/**
 * What a guard asks for: one permission, or a list of which ANY one will do (the appointment
 * screen opens for `appointments.read.all` or `appointments.read.own`; docs/decisions/0380).
 */
export type Needed = Permission | readonly Permission[];

/** Whether the role holds the permission, or one of the list. */
export function canAny(role: Role | string, needed: Needed, options: AccessOptions = {}): boolean {
  return (typeof needed === 'string' ? [needed] : needed).some((p) => can(role, p, options));
}

// ---------------------------------------------------------------------------------------------
// Own appointments (the artist)
// ---------------------------------------------------------------------------------------------

/** Who is looking: the role and, for an artist, the team member she is. */
export type Viewer = { role: Role; teamMemberId: number | null; options?: AccessOptions };

/** What may be done to one appointment. */
export type AppointmentAction = 'read' | 'edit' | 'move' | 'delete' | 'status' | 'no-show' | 'notes';

/** The statuses an artist may set on her own appointment ('Onayla', 'Tamamla'). */
export const OWN_STATUS_CHOICES = ['confirmed', 'completed'] as const;

/** Whether the appointment belongs to the viewer (an artist's own: her team member's). */
export function isOwnAppointment(viewer: Viewer, appointment: { teamMemberId: number | null }): boolean {
  return viewer.teamMemberId !== null && appointment.teamMemberId === viewer.teamMemberId;
}

/**
 * Whether the viewer may do `action` on the appointment. `status` for an artist: only
 * 'confirmed' and 'completed' (pass the target status as `toStatus`).
 */
export function canOnAppointment(
  viewer: Viewer,
  action: AppointmentAction,
  appointment: { teamMemberId: number | null },
  toStatus?: string,
): boolean {
  const has = (p: Permission) => can(viewer.role, p, viewer.options);
  if (action === 'read')
    return has('appointments.read.all') || (has('appointments.read.own') && isOwnAppointment(viewer, appointment));
  if (has('appointments.write')) return true;
  if (!isOwnAppointment(viewer, appointment)) return false;
  if (action === 'status')
    return (
      has('appointments.status.own') &&
      (toStatus === undefined || (OWN_STATUS_CHOICES as readonly string[]).includes(toStatus))
    );
  if (action === 'no-show') return has('appointments.status.own');
  if (action === 'notes') return has('appointments.notes.own');
  return false;
}

/**
 * How an appointment shows on the viewer's calendar: `full`, `busy` (another artist's time:
 * only that the time is taken, no customer, no services) or `hidden`.
 */
export type Visibility = 'full' | 'busy' | 'hidden';

export function appointmentVisibility(viewer: Viewer, appointment: { teamMemberId: number | null }): Visibility {
  if (can(viewer.role, 'appointments.read.all', viewer.options)) return 'full';
  if (!can(viewer.role, 'appointments.read.own', viewer.options)) return 'hidden';
  return isOwnAppointment(viewer, appointment) ? 'full' : 'busy';
}

// ---------------------------------------------------------------------------------------------
// Contact masking
// ---------------------------------------------------------------------------------------------

/** 'ayse@example.com' -> 'a***@e***.com' (the first letters and the top-level domain stay). */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return email ?? null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local[0]}***@${host ? host[0] : ''}***${tld}`;
}

/** '05321234567' -> '*** *** ** 67' (only the last two digits stay). */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return phone ?? null;
  const digits = phone.replace(/\D/g, '');
  return `*** *** ** ${digits.slice(-2) || '**'}`;
}

type ContactKeys = 'email' | 'phone' | 'customerEmail' | 'customerPhone' | 'to';

/**
 * A record as a viewer without `customers.contact.read` may see it: e-mail and phone fields
 * (`email`, `phone`, `customerEmail`, `customerPhone`) masked, everything else as it is.
 * With the permission, the record itself.
 */
export function maskContact<T extends Partial<Record<ContactKeys, unknown>>>(record: T, mayRead: boolean): T {
  if (mayRead) return record;
  const out: Record<string, unknown> = { ...record };
  for (const key of ['email', 'customerEmail'] as const)
    if (typeof out[key] === 'string') out[key] = maskEmail(out[key] as string);
  for (const key of ['phone', 'customerPhone'] as const)
    if (typeof out[key] === 'string') out[key] = maskPhone(out[key] as string);
  return out as T;
}

/** Whether the viewer sees contact details unmasked. */
export function seesContact(viewer: Pick<Viewer, 'role' | 'options'>): boolean {
  return can(viewer.role, 'customers.contact.read', viewer.options);
}

// ---------------------------------------------------------------------------------------------
// Refusals
// ---------------------------------------------------------------------------------------------

export const FORBIDDEN_TITLE = 'Bu sayfaya erişim yetkiniz yok';
export const FORBIDDEN_MESSAGE = 'Bu işlem için yetkiniz yok. Gerekirse stüdyo sahibinden yetki isteyin.';

/** The hint under a stored password or token field for a role without `credentials.write` (Yönetici). */
export const CREDENTIALS_HINT = 'Saklı şifre ve anahtarları yalnızca Sahip değiştirebilir; kayıtlı olan korunur.';

/** The README's role table (Markdown), from the one table above. */
export function roleTableMarkdown(): string {
  const head = `| izin | ${ROLES.map((r) => ROLE_NAMES[r]).join(' | ')} |`;
  const rule = `|---|${ROLES.map(() => ':-:').join('|')}|`;
  const rows = PERMISSION_LIST.map(
    (p) =>
      `| \`${p}\` ${PERMISSIONS[p]} | ${ROLES.map((r) => (ROLE_PERMISSIONS[r].includes(p) ? '✓' : p === 'customers.contact.read' && r === 'member' ? 'ayar' : '')).join(' | ')} |`,
  );
  return [head, rule, ...rows].join('\n');
}

// ---------------------------------------------------------------------------------------------
// What one viewer receives of an appointment (pages, the API, the websocket alike)
// ---------------------------------------------------------------------------------------------

/** How another artist's appointment reads on an artist's day and week ("other artists' time only as busy"). */
export const BUSY_LABEL = 'Dolu';

/** Another artist's appointment as an artist sees it: only that the time is taken. */
export type BusyAppointment = {
  id: number;
  teamMemberId: number | null;
  date: string;
  time: string;
  durationMinutes: number;
  customDuration: number | null;
  status: string;
  busy: true;
};

type AppointmentShape = {
  id: number;
  teamMemberId: number | null;
  date: string;
  time: string;
  durationMinutes: number;
  customDuration?: number | null;
  status: string;
  customerEmail?: string | null;
  customerPhone?: string | null;
};

/**
 * The appointment as `viewer` may receive it: whole (contact masked without
 * `customers.contact.read`), a busy block (another artist's time), or null (nothing).
 */
export function appointmentForViewer<T extends AppointmentShape>(
  viewer: Viewer,
  appointment: T,
): T | BusyAppointment | null {
  const visibility = appointmentVisibility(viewer, appointment);
  if (visibility === 'hidden') return null;
  if (visibility === 'busy') {
    const { id, teamMemberId, date, time, durationMinutes, status } = appointment;
    return {
      id,
      teamMemberId,
      date,
      time,
      durationMinutes,
      customDuration: appointment.customDuration ?? null,
      status,
      busy: true,
    };
  }
  return maskContact(appointment, seesContact(viewer));
}

/** Who reads appointments: all of them (the desk, managers) or her own (an artist). */
export const APPOINTMENT_READERS = ['appointments.read.all', 'appointments.read.own'] as const satisfies Needed;

/** Who changes an appointment's status: anyone's (appointments.write) or an artist her own (appointments.status.own). */
export const APPOINTMENT_STATUS_WRITERS = ['appointments.write', 'appointments.status.own'] as const satisfies Needed;
