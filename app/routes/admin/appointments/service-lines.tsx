/**
 * The appointment form's services and packages: the offered ones by category, the packages,
 * and on edit the appointment's lines that are no longer offered (kept with their own names).
 */
import { formatMinutes } from '~/domain/duration';
import { formatKurus } from '~/utils/money';
import type { FormChoices } from '~/models/appointments/overview.server';
import type { AppointmentFormValues } from './form-values';
import type { FieldMessages } from './field-messages';

/** Services and packages of the edited appointment that are no longer offered. */
export type KeptLines = { serviceIds: { id: number; name: string }[]; packageIds: { id: number; name: string }[] };

const groupTitle = 'text-xs font-semibold tracking-wide text-stone-400';
const optionClass = 'flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-stone-800';

export function ServiceLines({
  choices,
  keptLines,
  values,
  messages: m,
}: {
  choices: FormChoices;
  keptLines?: KeptLines;
  values: AppointmentFormValues;
  messages: FieldMessages;
}) {
  return (
    <fieldset className="sm:col-span-2" {...m.described('serviceIds')}>
      <legend className="text-sm font-medium">Hizmetler</legend>
      <div className="mt-1 max-h-64 space-y-3 overflow-y-auto rounded-xl border border-line bg-stone-950/60 p-3">
        {choices.groups.map((group) => (
          <div key={group.id}>
            <p className={groupTitle}>{group.name}</p>
            <ul className="mt-1 grid gap-1 sm:grid-cols-2">
              {group.services.map((s) => (
                <ItemChoice key={s.id} name="serviceIds" item={s} checked={values.serviceIds.includes(String(s.id))} />
              ))}
            </ul>
          </div>
        ))}
        {choices.packages.length > 0 ? (
          <div>
            <p className={groupTitle}>Paketler</p>
            <ul className="mt-1 grid gap-1 sm:grid-cols-2">
              {choices.packages.map((p) => (
                <ItemChoice key={p.id} name="packageIds" item={p} checked={values.packageIds.includes(String(p.id))} />
              ))}
            </ul>
          </div>
        ) : null}
        {keptLines && keptLines.serviceIds.length + keptLines.packageIds.length > 0 ? (
          <div>
            <p className={groupTitle}>Artık sunulmayanlar (randevuda kayıtlı)</p>
            <ul className="mt-1 grid gap-1 sm:grid-cols-2">
              {(['serviceIds', 'packageIds'] as const).flatMap((name) =>
                keptLines[name].map((line) => (
                  <ItemChoice
                    key={`${name}-${line.id}`}
                    name={name}
                    item={line}
                    checked={values[name].includes(String(line.id))}
                  />
                )),
              )}
            </ul>
          </div>
        ) : null}
      </div>
      {m.error('serviceIds')}
    </fieldset>
  );
}

/** One service or package to tick (a kept line has no price and length to show). */
function ItemChoice({
  name,
  item,
  checked,
}: {
  name: 'serviceIds' | 'packageIds';
  item: { id: number; name: string; priceKurus?: number; durationMinutes?: number };
  checked: boolean;
}) {
  return (
    <li>
      <label className={optionClass}>
        <input type="checkbox" name={name} value={item.id} defaultChecked={checked} className="h-5 w-5 accent-accent" />
        <span className="flex-1">{item.name}</span>
        {item.priceKurus !== undefined && item.durationMinutes !== undefined ? (
          <span className="text-xs text-stone-400">
            {formatKurus(item.priceKurus)} · {formatMinutes(item.durationMinutes)}
          </span>
        ) : null}
      </label>
    </li>
  );
}
