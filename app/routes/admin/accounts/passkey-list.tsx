/**
 * The list of one account's passkeys with a 'Sil' form each: the person's own on /admin/profil
 * and the owner's view of any account on /admin/hesaplar (issue 37). Plain forms: works
 * without JavaScript. The loaders hand it `passkeyRows(listPasskeys(...))`.
 */
import { Form } from 'react-router';
import { formatTurkishDateTime } from '~/domain/clock';

export const PASSKEY_REMOVE_INTENT = 'passkey-remove';

export type PasskeyRow = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

/** The rows the list shows, as plain JSON for the loader's answer. */
export function passkeyRows(
  list: readonly { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }[],
): PasskeyRow[] {
  return list.map((p) => ({
    id: p.id,
    name: p.name,
    createdAt: p.createdAt.toISOString(),
    lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
  }));
}

export function PasskeyList({
  passkeys,
  label,
  busy,
  fields = {},
}: {
  passkeys: readonly PasskeyRow[];
  /** the list's accessible name ('Geçiş anahtarlarınız', 'Geçiş anahtarları') */
  label: string;
  busy: boolean;
  /** hidden fields each remove form carries besides the intent and the passkey (the account's id) */
  fields?: Record<string, string | number>;
}) {
  return (
    <ul className="mt-4 divide-y divide-line rounded-xl border border-line" aria-label={label}>
      {passkeys.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2" data-testid="passkey">
          <div className="min-w-0">
            <p className="font-medium">{p.name}</p>
            <p className="text-xs text-stone-400">
              Eklendi: {formatTurkishDateTime(new Date(p.createdAt))} · Son kullanım:{' '}
              {p.lastUsedAt ? formatTurkishDateTime(new Date(p.lastUsedAt)) : '—'}
            </p>
          </div>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value={PASSKEY_REMOVE_INTENT} />
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="passkeyId" value={p.id} />
            <button
              type="submit"
              className="btn-ghost min-h-11 text-red-200"
              disabled={busy}
              aria-label={`Geçiş anahtarını sil: ${p.name}`}
            >
              Sil
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
