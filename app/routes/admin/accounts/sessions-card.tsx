/**
 * /admin/profil card: the person's own sign-ins (browsers and API tokens) with device, IP and
 * last use, each with an end button (every role: profile.write). Plain forms: works without
 * JavaScript. (The idle timeout of browser sessions is a studio setting: /admin/settings.)
 */
import { Form } from 'react-router';
import { formatTurkishDateTime } from '~/domain/clock';

export const SESSION_INTENTS = { end: 'end-session', endOthers: 'end-other-sessions' } as const;

export type SessionRow = {
  id: string;
  kind: 'cookie' | 'bearer';
  device: string;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  current: boolean;
};

export function SessionsCard({ sessions }: { sessions: SessionRow[] }) {
  const others = sessions.filter((s) => !s.current).length;
  return (
    <div className="rounded-2xl border border-line bg-stone-900 p-5" id="oturumlar">
      <h3 className="text-lg font-semibold">Oturumlar ve API Anahtarları</h3>
      <p className="mt-1 text-sm text-stone-400">
        Hesabınızla açık olan tarayıcı oturumları ve API anahtarları. Tanımadığınız bir oturumu sonlandırın ve şifrenizi
        değiştirin.
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Açık oturumlar</caption>
          <thead className="text-xs uppercase text-stone-400">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Cihaz
              </th>
              <th scope="col" className="py-2 pr-3">
                Tür
              </th>
              <th scope="col" className="py-2 pr-3">
                IP
              </th>
              <th scope="col" className="py-2 pr-3">
                Giriş
              </th>
              <th scope="col" className="py-2 pr-3">
                Son kullanım
              </th>
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
                  {s.current ? (
                    <span className="ml-2 whitespace-nowrap rounded-full bg-accent/20 px-2 py-0.5 text-xs text-accent">
                      Bu oturum
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-3">{s.kind === 'cookie' ? 'Tarayıcı' : 'API anahtarı'}</td>
                <td className="py-2 pr-3 tabular-nums">{s.ip ?? '—'}</td>
                <td className="whitespace-nowrap py-2 pr-3">{formatTurkishDateTime(new Date(s.createdAt))}</td>
                <td className="whitespace-nowrap py-2 pr-3">
                  {s.lastUsedAt ? formatTurkishDateTime(new Date(s.lastUsedAt)) : '—'}
                </td>
                <td className="py-2 text-right">
                  <Form method="post">
                    <input type="hidden" name="intent" value={SESSION_INTENTS.end} />
                    <input type="hidden" name="sessionId" value={s.id} />
                    <button
                      type="submit"
                      className="btn-ghost min-h-11"
                      aria-label={`${s.current ? 'Oturumu kapat' : 'Sonlandır'}: ${s.device}, ${s.kind === 'cookie' ? 'tarayıcı' : 'API anahtarı'}`}
                    >
                      {s.current ? 'Oturumu kapat' : 'Sonlandır'}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex flex-wrap items-end justify-end gap-4">
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
