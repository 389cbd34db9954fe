/**
 * /admin/settings card: the admin's sign-ins (browsers and API tokens) with device, IP and
 * last use, each with an end button, and the idle timeout of browser sessions. Plain forms:
 * works without JavaScript.
 */
import { Form } from 'react-router';
import { formatTurkishDateTime } from '~/domain/clock';
import { MAX_IDLE_HOURS, MIN_IDLE_HOURS } from '~/domain/sessions';

export const SESSION_INTENTS = { idle: 'session-idle', end: 'end-session', endOthers: 'end-other-sessions' } as const;

export type SessionRow = { id: string; kind: 'cookie' | 'bearer'; device: string; ip: string | null; createdAt: string; lastUsedAt: string | null; current: boolean };

const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100 focus:border-accent aria-[invalid=true]:border-red-400';

export function SessionsCard({ sessions, idleHours, idleError, busyIntent }: { sessions: SessionRow[]; idleHours: number; idleError: string | null; busyIntent: unknown }) {
  const others = sessions.filter((s) => !s.current).length;
  return (
    <div className="rounded-2xl border border-line bg-stone-900 p-5 xl:col-span-2" id="oturumlar">
      <h3 className="text-lg font-semibold">Oturumlar ve API Anahtarları</h3>
      <p className="mt-1 text-sm text-stone-400">Hesabınızla açık olan tarayıcı oturumları ve API anahtarları. Tanımadığınız bir oturumu sonlandırın ve şifrenizi değiştirin.</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Açık oturumlar</caption>
          <thead className="text-xs uppercase text-stone-400">
            <tr>
              <th scope="col" className="py-2 pr-3">Cihaz</th>
              <th scope="col" className="py-2 pr-3">Tür</th>
              <th scope="col" className="py-2 pr-3">IP</th>
              <th scope="col" className="py-2 pr-3">Giriş</th>
              <th scope="col" className="py-2 pr-3">Son kullanım</th>
              <th scope="col" className="py-2">
                <span className="sr-only">İşlem</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id} className="border-t border-line">
                <td className="py-2 pr-3">
                  {s.device}
                  {s.current ? <span className="ml-2 whitespace-nowrap rounded-full bg-accent/20 px-2 py-0.5 text-xs text-accent">Bu oturum</span> : null}
                </td>
                <td className="py-2 pr-3">{s.kind === 'cookie' ? 'Tarayıcı' : 'API anahtarı'}</td>
                <td className="py-2 pr-3 tabular-nums">{s.ip ?? '—'}</td>
                <td className="whitespace-nowrap py-2 pr-3">{formatTurkishDateTime(new Date(s.createdAt))}</td>
                <td className="whitespace-nowrap py-2 pr-3">{s.lastUsedAt ? formatTurkishDateTime(new Date(s.lastUsedAt)) : '—'}</td>
                <td className="py-2 text-right">
                  <Form method="post">
                    <input type="hidden" name="intent" value={SESSION_INTENTS.end} />
                    <input type="hidden" name="sessionId" value={s.id} />
                    <button type="submit" className="btn-ghost min-h-11" aria-label={`${s.current ? 'Oturumu kapat' : 'Sonlandır'}: ${s.device}, ${s.kind === 'cookie' ? 'tarayıcı' : 'API anahtarı'}`}>
                      {s.current ? 'Oturumu kapat' : 'Sonlandır'}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value={SESSION_INTENTS.idle} />
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
          <button type="submit" className="btn-primary" disabled={busyIntent === SESSION_INTENTS.idle}>
            {busyIntent === SESSION_INTENTS.idle ? 'Kaydediliyor...' : 'Süreyi Güncelle'}
          </button>
        </Form>
        {others > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value={SESSION_INTENTS.endOthers} />
            <button type="submit" className="btn-ghost min-h-11">
              Diğer tüm oturumları sonlandır ({others})
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
