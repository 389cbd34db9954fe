/**
 * 'İlk adımlar': what a studio's owner does first when the site starts empty (a deployment
 * starts without the demo studio; docs/decisions/0411). Shown on the dashboard while the studio
 * has no service or no team member; each step links to its screen, and only the steps whose
 * screen the viewer may open are listed.
 */
import { canAny, type AccessOptions, type Needed, type Role } from './permissions';

/** What the database says about a new studio. */
export type StudioFacts = {
  categories: number;
  services: number;
  teamMembers: number;
  /** an active SMTP setting */
  mailReady: boolean;
  /** gallery pictures */
  pictures: number;
};

export type FirstStep = { key: string; label: string; hint: string; path: string; done: boolean };

type StepSpec = Omit<FirstStep, 'done'> & { permission: Needed; done: (facts: StudioFacts) => boolean | null };

const STEPS: StepSpec[] = [
  {
    key: 'categories',
    label: 'Hizmet kategorilerini ekleyin',
    hint: 'Örneğin Tırnak, Kirpik, Cilt Bakımı.',
    path: '/admin/categories',
    permission: 'catalogue.write',
    done: (f) => f.categories > 0,
  },
  {
    key: 'services',
    label: 'Hizmetleri, sürelerini ve fiyatlarını ekleyin',
    hint: 'Müşteriler randevu alırken bu listeden seçer.',
    path: '/admin/services',
    permission: 'catalogue.write',
    done: (f) => f.services > 0,
  },
  {
    key: 'team',
    label: 'Ekibinizi ekleyin',
    hint: 'Her uzmanın yaptığı hizmet kategorilerini seçin.',
    path: '/admin/team',
    permission: 'team.write',
    done: (f) => f.teamMembers > 0,
  },
  {
    key: 'hours',
    label: 'Çalışma saatlerini ve kapalı günleri kontrol edin',
    hint: 'Randevu saatleri bu takvime göre sunulur.',
    path: '/admin/calendar',
    permission: 'schedule.write',
    done: () => null,
  },
  {
    key: 'mail',
    label: 'Mail ayarlarını yapın',
    hint: 'Randevu onayları ve hatırlatmalar müşterilere e-postayla gider.',
    path: '/admin/mail',
    permission: 'messaging.setup',
    done: (f) => f.mailReady,
  },
  {
    key: 'content',
    label: 'Ana sayfayı, hakkımızda metnini ve galeriyi düzenleyin',
    hint: 'Sitenin ilk görünen yüzü.',
    path: '/admin/home',
    permission: 'content.write',
    done: (f) => (f.pictures > 0 ? true : null),
  },
  {
    key: 'accounts',
    label: 'Ekip hesaplarını açın',
    hint: 'Resepsiyon ve uzmanlar kendi hesaplarıyla girer.',
    path: '/admin/hesaplar',
    permission: 'accounts.manage',
    done: () => null,
  },
];

/** A new studio: nothing to book yet (no service or no team member). */
export function isNewStudio(facts: Pick<StudioFacts, 'services' | 'teamMembers'>): boolean {
  return facts.services === 0 || facts.teamMembers === 0;
}

/**
 * The first-steps list for a viewer, or null when the studio is set up (it has services and a
 * team) or the viewer may open none of the steps' screens. `done` is false for a step still to
 * do and true for a done one; a step the database cannot judge (the hours) counts as to do.
 */
export function firstStepsFor(
  facts: StudioFacts,
  viewer: { role: Role | string; options?: AccessOptions },
): FirstStep[] | null {
  if (!isNewStudio(facts)) return null;
  const steps = STEPS.filter((s) => canAny(viewer.role, s.permission, viewer.options)).map(
    ({ permission: _permission, done, ...step }) => ({ ...step, done: done(facts) === true }),
  );
  return steps.length > 0 ? steps : null;
}
