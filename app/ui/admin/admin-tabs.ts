/**
 * The back office's side menu: every tab of the spec is its own URL under /admin
 * (docs/decisions/0030-admin-urls.md). Screens take their heading and page title from here.
 */
export type AdminTab = { path: string; label: string };

export const ADMIN_TABS = [
  { path: '/admin', label: 'Dashboard' },
  { path: '/admin/appointments', label: 'Randevular' },
  { path: '/admin/calendar', label: 'Çalışma Takvimi' },
  { path: '/admin/reports', label: 'Raporlar' },
  { path: '/admin/kayitlar', label: 'Kayıtlar' },
  { path: '/admin/customers', label: 'Müşteriler' },
  { path: '/admin/kvkk', label: 'KVKK Metni' },
  { path: '/admin/services', label: 'Hizmetler' },
  { path: '/admin/categories', label: 'Kategoriler' },
  { path: '/admin/packages', label: 'Paketler' },
  { path: '/admin/gallery', label: 'Galeri' },
  { path: '/admin/team', label: 'Ekip' },
  { path: '/admin/about', label: 'Hakkımızda' },
  { path: '/admin/home', label: 'Ana Sayfa' },
  { path: '/admin/mail', label: 'Mail Ayarları' },
  { path: '/admin/telegram', label: 'Telegram Bot' },
  { path: '/admin/sms', label: 'SMS Ayarları' },
  { path: '/admin/whatsapp', label: 'WhatsApp Ayarları' },
  { path: '/admin/surveys', label: 'Anketler' },
  { path: '/admin/settings', label: 'Ayarlar' },
] as const satisfies readonly AdminTab[];

export type AdminTabPath = (typeof ADMIN_TABS)[number]['path'];

export function adminTab(path: AdminTabPath): AdminTab {
  return ADMIN_TABS.find((t) => t.path === path)!;
}

/** `<title>` and robots meta of an admin screen. */
export function adminMeta(title: string) {
  return [{ title: `${title} | Yönetim Paneli` }, { name: 'robots', content: 'noindex, nofollow' }];
}
