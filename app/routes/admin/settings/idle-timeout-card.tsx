/**
 * /admin/settings card: how many idle hours close a browser session (a studio setting,
 * settings.write; each person's own sessions are on /admin/profil). A plain form.
 */
import { Form } from 'react-router';
import { MAX_IDLE_HOURS, MIN_IDLE_HOURS } from '~/domain/sessions';
import { VERSIONS_FIELD } from '~/domain/versions';

export const IDLE_INTENT = 'session-idle';

const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100 focus:border-accent aria-[invalid=true]:border-red-400';

export function IdleTimeoutCard({ idleHours, versions, idleError, busy }: { idleHours: number; versions: string; idleError: string | null; busy: boolean }) {
  return (
    <div className="rounded-2xl border border-line bg-stone-900 p-5" id="oturumlar">
      <h3 className="text-lg font-semibold">Oturum Zaman Aşımı</h3>
      <p className="mt-1 text-sm text-stone-400">Herkesin kendi açık oturumları Profilim sayfasındadır.</p>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value={IDLE_INTENT} />
        {/* the version it was loaded from: a save over a newer one is refused (docs/decisions/0394) */}
        <input type="hidden" name={VERSIONS_FIELD} value={versions} />
        <div>
          <label htmlFor="idle-hours" className="text-sm font-medium">
            Oturum zaman aşımı (saat)
          </label>
          <input
            id="idle-hours"
            name="idleHours"
            type="number"
            min={MIN_IDLE_HOURS}
            max={MAX_IDLE_HOURS}
            defaultValue={idleHours}
            aria-invalid={idleError ? true : undefined}
            aria-describedby={idleError ? 'idle-hours-error idle-hours-hint' : 'idle-hours-hint'}
            className={inputClass}
          />
          <p id="idle-hours-hint" className="mt-1 text-xs text-stone-400">
            Bu kadar saat kullanılmayan tarayıcı oturumu kapanır; her oturum en fazla 14 gün sürer.
          </p>
          {idleError ? (
            <p id="idle-hours-error" className="mt-1 text-sm text-red-300">
              {idleError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Kaydediliyor...' : 'Süreyi Güncelle'}
        </button>
      </Form>
    </div>
  );
}
