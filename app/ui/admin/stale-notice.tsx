/**
 * A save refused because someone saved the record after it was loaded (docs/decisions/0352,
 * 0394): the box at the top of the form ('Bu kayıt siz düzenlerken değiştirildi', who changed
 * what and when, that what she typed is kept), and beside each field whose value changed the
 * value stored now ('Şu an kayıtlı: …'). Her own values stay in the fields.
 */
import { createContext, useContext } from 'react';
import { formatTurkishDateTime } from '~/domain/clock';
import type { StaleNotice } from '~/utils/form-reply';

const CurrentValues = createContext<Record<string, string> | null>(null);

/** Gives the fields inside the current values of a refused save. */
export function StaleValuesProvider({ notice, children }: { notice: StaleNotice | null; children: React.ReactNode }) {
  return <CurrentValues.Provider value={notice?.current ?? null}>{children}</CurrentValues.Provider>;
}

/** Under a field: the value stored now, when a refused save found it different from hers. */
export function CurrentValue({ name, id }: { name: string; id?: string }) {
  const current = useContext(CurrentValues);
  const value = current?.[name];
  if (value === undefined) return null;
  return (
    <p
      id={id}
      className="mt-1 rounded-lg border border-amber-700/60 bg-amber-950/40 px-2 py-1 text-sm text-amber-50"
      data-testid={`current-${name}`}
    >
      <span className="font-semibold">Şu an kayıtlı:</span> <span className="whitespace-pre-wrap">{value}</span>
    </p>
  );
}

/** The box at the top of a form whose save was refused. */
export function StaleNoticeBox({ notice }: { notice: StaleNotice }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-600 bg-amber-950/70 px-4 py-3 text-sm text-amber-50 [grid-column:1/-1]"
      data-testid="stale-notice"
    >
      <p className="text-base font-semibold">{notice.title}</p>
      {notice.meanwhile.length > 0 ? (
        <ul className="mt-2 space-y-1" aria-label="Bu arada yapılan değişiklikler">
          {notice.meanwhile.map((m) => (
            <li key={`${m.at}-${m.by}`}>
              <span className="font-medium">{m.by}</span>{' '}
              <span className="text-amber-200">({formatTurkishDateTime(new Date(m.at))})</span>
              {m.lines.length ? (
                <ul className="ml-4 list-disc">
                  {m.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2">
        Yazdıklarınız kaydedilmedi ama formda duruyor. Alanların altında <strong>şu an kayıtlı</strong> değerleri
        görüyorsunuz: kontrol edin, gerekirse düzeltin ve yeniden kaydedin (yeniden kaydettiğinizde sizin değerleriniz
        geçerli olur).
      </p>
    </div>
  );
}
