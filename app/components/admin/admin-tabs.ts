/**
 * The back office's side menu: every tab of the spec is its own URL under /admin
 * (docs/decisions/0030-admin-urls.md). Screens take their heading and page title from here.
 */
export type AdminTab = { path: string; label: string; icon: string };

export const ADMIN_TABS = [
  { path: '/admin', label: 'Dashboard', icon: '📊' },
  { path: '/admin/appointments', label: 'Randevular', icon: '📅' },
  { path: '/admin/customers', label: 'Müşteriler', icon: '👥' },
  { path: '/admin/services', label: 'Hizmetler', icon: '💅' },
  { path: '/admin/categories', label: 'Kategoriler', icon: '🗂️' },
  { path: '/admin/packages', label: 'Paketler', icon: '🎁' },
  { path: '/admin/gallery', label: 'Galeri', icon: '🖼️' },
  { path: '/admin/team', label: 'Ekip', icon: '👩‍🎨' },
  { path: '/admin/about', label: 'Hakkımızda', icon: '📖' },
  { path: '/admin/home', label: 'Ana Sayfa', icon: '🏠' },
  { path: '/admin/mail', label: 'Mail Ayarları', icon: '✉️' },
  { path: '/admin/telegram', label: 'Telegram Bot', icon: '🤖' },
  { path: '/admin/surveys', label: 'Anketler', icon: '📝' },
  { path: '/admin/settings', label: 'Ayarlar', icon: '⚙️' },
] as const satisfies readonly AdminTab[];

export type AdminTabPath = (typeof ADMIN_TABS)[number]['path'];

export function adminTab(path: AdminTabPath): AdminTab {
  return ADMIN_TABS.find((t) => t.path === path)!;
}

/** `<title>` and robots meta of an admin screen. */
export function adminMeta(title: string) {
  return [{ title: `${title} | Yönetim Paneli` }, { name: 'robots', content: 'noindex, nofollow' }];
}
