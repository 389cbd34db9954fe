/**
 * The back office's side menu: every tab of the spec is its own URL under /admin
 * (docs/decisions/0030-admin-urls.md). Screens take their heading and page title from here.
 * Each tab names the permission its screen's loader asks for (docs/decisions/0380): the menu
 * shows a role only what it may open (`tabsFor`), and the route walk checks that a tab and
 * its screen agree.
 */
import { APPOINTMENT_READERS, canAny, type AccessOptions, type Needed, type Role } from '~/domain/permissions';

export { APPOINTMENT_READERS };

export type AdminTab = { path: string; label: string; permission: Needed };

export const ADMIN_TABS = [
  { path: '/admin', label: 'Panel', permission: 'dashboard.read' },
  { path: '/admin/appointments', label: 'Randevular', permission: APPOINTMENT_READERS },
  { path: '/admin/takings', label: 'Gün sonu', permission: 'takings.read' },
  { path: '/admin/debts', label: 'Borçlar', permission: 'takings.read' },
  { path: '/admin/calendar', label: 'Çalışma Takvimi', permission: 'schedule.write' },
  { path: '/admin/reports', label: 'Raporlar', permission: 'reports.read' },
  { path: '/admin/kayitlar', label: 'Kayıtlar', permission: 'audit.read' },
  { path: '/admin/customers', label: 'Müşteriler', permission: 'customers.read' },
  { path: '/admin/kvkk', label: 'KVKK Metni', permission: 'content.write' },
  { path: '/admin/services', label: 'Hizmetler', permission: 'catalogue.write' },
  { path: '/admin/categories', label: 'Kategoriler', permission: 'catalogue.write' },
  { path: '/admin/packages', label: 'Paketler', permission: 'catalogue.write' },
  { path: '/admin/gallery', label: 'Galeri', permission: 'content.write' },
  { path: '/admin/team', label: 'Ekip', permission: 'team.write' },
  { path: '/admin/about', label: 'Hakkımızda', permission: 'content.write' },
  { path: '/admin/home', label: 'Ana Sayfa', permission: 'content.write' },
  { path: '/admin/mail', label: 'Mail Ayarları', permission: 'messaging.setup' },
  { path: '/admin/telegram', label: 'Telegram Bot', permission: 'messaging.setup' },
  { path: '/admin/sms', label: 'SMS Ayarları', permission: 'messaging.setup' },
  { path: '/admin/whatsapp', label: 'WhatsApp Ayarları', permission: 'messaging.setup' },
  { path: '/admin/surveys', label: 'Anketler', permission: 'content.write' },
  { path: '/admin/hesaplar', label: 'Hesaplar', permission: 'accounts.manage' },
  { path: '/admin/kapora', label: 'Kapora', permission: 'deposits.manage' },
  { path: '/admin/settings', label: 'Ayarlar', permission: 'settings.write' },
  { path: '/admin/profil', label: 'Profilim', permission: 'profile.write' },
] as const satisfies readonly AdminTab[];

export type AdminTabPath = (typeof ADMIN_TABS)[number]['path'];

export function adminTab(path: AdminTabPath): AdminTab {
  return ADMIN_TABS.find((t) => t.path === path)!;
}

/** The tabs a role may open (with the owner's switches), in menu order. */
export function tabsFor(role: Role, options: AccessOptions = {}): AdminTab[] {
  return ADMIN_TABS.filter((t) => canAny(role, t.permission, options));
}

/** `<title>` and robots meta of an admin screen. */
export function adminMeta(title: string) {
  return [{ title: `${title} | Yönetim Paneli` }, { name: 'robots', content: 'noindex, nofollow' }];
}
