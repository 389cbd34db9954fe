/**
 * The create and edit form (admin spec sections 2, 3, 5 and 8). A plain POST form first:
 * without JavaScript the "Uygun Saatleri Göster" button asks the server for the day's slots,
 * and a conflict comes back as the 'Randevu Çakışması Tespit Edildi' dialog whose 'Yine de
 * Devam Et' posts the form again with override. With JavaScript the time-slot dialog loads
 * the slots (with who holds each one), and the inline warning ('Dolu Saat Seçildi' /
 * 'Çakışma Tespit Edildi') follows every change of member, date, time or services.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Form, Link, useFetcher, useLocation, useNavigation } from 'react-router';
import { ADMIN_APPOINTMENT_TEXTS, MAX_CUSTOM_DURATION } from '~/domain/admin-appointment-texts';
import { APPOINTMENT_STATUS, APPOINTMENT_STATUS_VALUES } from '~/domain/appointment-status';
import type { AdminSlot } from '~/domain/availability';
import { BOOKING_MESSAGES, conflictCountMessage, slotTakenMessage } from '~/domain/booking-messages';
import { formatMinutes } from '~/domain/duration';
import { selectionTotals } from '~/domain/selection';
import { formatKurus, kurusToLiraText } from '~/utils/money';
import { formatYmdTr } from '~/ui/turkish-date';
import type { AppointmentFormAnswer, AppointmentFormValues } from '~/routes/admin/appointments/form.server';
import type { FormChoices } from '~/models/appointments/overview.server';
import type { CustomerMatch } from '~/models/people/customers.server';
import { ConflictDialog } from './conflict-list';
import { FAIR_USE_TEXTS } from '~/domain/fair-use';
import { Dialog } from '~/ui/admin/dialog';
import { useListBack } from './paths';
import { useHydrated } from '~/ui/use-hydrated';
import { CurrentValue, StaleNoticeBox, StaleValuesProvider } from '~/ui/admin/stale-notice';

const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100 placeholder:text-stone-500 focus:border-accent aria-[invalid=true]:border-red-400';

type Props = {
  mode: 'create' | 'edit';
  appointmentId: number | null;
  choices: FormChoices;
  initial: AppointmentFormValues;
  /** services and packages of the edited appointment that are no longer offered */
  keptLines?: { serviceIds: { id: number; name: string }[]; packageIds: { id: number; name: string }[] };
  today: string;
  answer: AppointmentFormAnswer | undefined;
  /** the desk's customer lookup (create only): the search and its matches (null: no search yet) */
  lookup?: CustomerLookupState;
};

type CustomerLookupState = { q: string; matches: CustomerMatch[] | null };

type Draft = { teamMemberId: string; date: string; serviceIds: string[]; packageIds: string[]; customDuration: string; status: string };

function draftOf(values: AppointmentFormValues): Draft {
  return { teamMemberId: values.teamMemberId, date: values.date, serviceIds: values.serviceIds, packageIds: values.packageIds, customDuration: values.customDuration, status: values.status };
}

function readDraft(form: HTMLFormElement): Draft {
  const fd = new FormData(form);
  const text = (name: string) => String(fd.get(name) ?? '');
  return {
    teamMemberId: text('teamMemberId'),
    date: text('date'),
    serviceIds: fd.getAll('serviceIds').map(String),
    packageIds: fd.getAll('packageIds').map(String),
    customDuration: text('customDuration'),
    status: text('status'),
  };
}

/** The query of the admin's availability calls for a draft. */
function availabilityParams(draft: Draft, appointmentId: number | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ teamMemberId: draft.teamMemberId, serviceIds: draft.serviceIds.join(','), packageIds: draft.packageIds.join(','), ...extra });
  if (/^\d{1,3}$/.test(draft.customDuration.trim())) params.set('customDuration', draft.customDuration.trim());
  if (appointmentId) params.set('excludeAppointmentId', String(appointmentId));
  return params.toString();
}

export function AppointmentForm({ mode, appointmentId, choices, initial, keptLines, today, answer, lookup }: Props) {
  const back = useListBack();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  const values = answer?.values ?? initial;
  // the version the form was loaded from: a live re-read of the screen must not move it on
  // silently (docs/decisions/0352); after a refused save the answer names the version now
  const [loadedVersion] = useState(initial.version);
  const version = answer?.values.version || loadedVersion;
  const errors = answer?.fieldErrors ?? {};
  const ids = useId();

  const [draft, setDraft] = useState<Draft>(() => draftOf(values));
  const [time, setTime] = useState(values.time);
  const [slotDialog, setSlotDialog] = useState(false);
  const [picked, setPicked] = useState<AdminSlot | null>(null);
  const [conflictsDismissed, setConflictsDismissed] = useState(false);
  useEffect(() => setConflictsDismissed(false), [answer]);

  // totals of the chosen services and packages (the price default and the duration hint)
  const totals = useMemo(() => {
    const services = choices.groups.flatMap((g) => g.services).filter((s) => draft.serviceIds.includes(String(s.id)));
    const packages = choices.packages.filter((p) => draft.packageIds.includes(String(p.id)));
    return selectionTotals(services, packages);
  }, [choices, draft.serviceIds, draft.packageIds]);

  // the inline conflict check (pending and confirmed count; the edited one excluded)
  const check = useFetcher<{ hasConflict?: boolean; conflicts?: unknown[] }>();
  const checkUrl =
    hydrated && draft.teamMemberId && draft.date && /^\d{2}:\d{2}/.test(time) && (draft.status === 'pending' || draft.status === 'confirmed')
      ? `/api/appointments/check-conflict?${availabilityParams(draft, appointmentId, { date: draft.date, time: time.slice(0, 5) })}`
      : null;
  useEffect(() => {
    if (checkUrl) check.load(checkUrl);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkUrl]);
  const conflictCount = checkUrl && check.data?.hasConflict ? (check.data.conflicts?.length ?? 0) : 0;
  const pickedBusy = picked && picked.time === time.slice(0, 5) && picked.conflictInfo ? picked : null;

  const memberName = choices.members.find((m) => String(m.id) === draft.teamMemberId)?.name;
  const timeHint = !draft.date ? BOOKING_MESSAGES.chooseDateFirst : !draft.teamMemberId ? BOOKING_MESSAGES.chooseMemberFirst : null;
  const minDate = values.date && values.date < today && mode === 'edit' ? values.date : today;

  const described = (name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${ids}-${name}-error` } : {});
  // a field's message, and after a refused stale save the value stored now (stale-notice.tsx)
  const fieldError = (name: string) => (
    <>
      {errors[name] ? (
        <p id={`${ids}-${name}-error`} className="mt-1 text-sm text-red-300">
          {errors[name]}
        </p>
      ) : null}
      <CurrentValue name={name} />
    </>
  );

  const heldBy = (slot: AdminSlot) =>
    slot.conflictInfo ? `Dolu: ${slot.conflictInfo.customerName} · ${slot.conflictInfo.service} · ${formatMinutes(slot.conflictInfo.duration)}` : slot.available ? 'Müsait' : 'Uygun değil';

  return (
    <Dialog headingLevel={2} title={mode === 'create' ? 'Yeni Randevu' : 'Randevuyu Düzenle'} closeTo={back} wide>
      {lookup ? <CustomerLookup initial={lookup} formRef={formRef} /> : null}
      <Form
        ref={formRef}
        method="post"
        noValidate
        preventScrollReset
        onChange={(event) => setDraft(readDraft(event.currentTarget))}
        className="grid gap-4 sm:grid-cols-2"
        aria-label={mode === 'create' ? 'Yeni randevu formu' : 'Randevu düzenleme formu'}
      >
        {answer?.message ? (
          <p role="alert" className="rounded-xl border border-red-900 bg-red-950/60 px-3 py-2 text-sm text-red-100 sm:col-span-2">
            {answer.message}
          </p>
        ) : null}
        {answer?.stale ? <StaleNoticeBox notice={answer.stale} /> : null}
        {mode === 'edit' && version ? <input type="hidden" name="version" value={version} /> : null}
        <StaleValuesProvider notice={answer?.stale ?? null}>

        <label className="text-sm font-medium">
          Müşteri Adı
          <input name="customerName" defaultValue={values.customerName} autoComplete="off" className={inputClass} {...described('customerName')} />
          {fieldError('customerName')}
        </label>
        <label className="text-sm font-medium">
          E-posta
          <input type="email" name="customerEmail" defaultValue={values.customerEmail} autoComplete="off" className={inputClass} {...described('customerEmail')} />
          {fieldError('customerEmail')}
        </label>
        <label className="text-sm font-medium">
          Telefon
          <input type="tel" name="customerPhone" defaultValue={values.customerPhone} autoComplete="off" className={inputClass} {...described('customerPhone')} />
          {fieldError('customerPhone')}
        </label>
        <label className="text-sm font-medium">
          Çalışan
          <select name="teamMemberId" defaultValue={values.teamMemberId} className={inputClass} {...described('teamMemberId')}>
            <option value="">Çalışan seçin</option>
            {choices.members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name} — {m.specialization}
              </option>
            ))}
          </select>
          {fieldError('teamMemberId')}
        </label>

        <fieldset className="sm:col-span-2" {...described('serviceIds')}>
          <legend className="text-sm font-medium">Hizmetler</legend>
          <div className="mt-1 max-h-64 space-y-3 overflow-y-auto rounded-xl border border-line bg-stone-950/60 p-3">
            {choices.groups.map((group) => (
              <div key={group.id}>
                <p className="text-xs font-semibold tracking-wide text-stone-400">{group.name}</p>
                <ul className="mt-1 grid gap-1 sm:grid-cols-2">
                  {group.services.map((s) => (
                    <li key={s.id}>
                      <label className="flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-stone-800">
                        <input type="checkbox" name="serviceIds" value={s.id} defaultChecked={values.serviceIds.includes(String(s.id))} className="h-5 w-5 accent-accent" />
                        <span className="flex-1">{s.name}</span>
                        <span className="text-xs text-stone-400">
                          {formatKurus(s.priceKurus)} · {formatMinutes(s.durationMinutes)}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {choices.packages.length > 0 ? (
              <div>
                <p className="text-xs font-semibold tracking-wide text-stone-400">Paketler</p>
                <ul className="mt-1 grid gap-1 sm:grid-cols-2">
                  {choices.packages.map((p) => (
                    <li key={p.id}>
                      <label className="flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-stone-800">
                        <input type="checkbox" name="packageIds" value={p.id} defaultChecked={values.packageIds.includes(String(p.id))} className="h-5 w-5 accent-accent" />
                        <span className="flex-1">{p.name}</span>
                        <span className="text-xs text-stone-400">
                          {formatKurus(p.priceKurus)} · {formatMinutes(p.durationMinutes)}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {keptLines && keptLines.serviceIds.length + keptLines.packageIds.length > 0 ? (
              <div>
                <p className="text-xs font-semibold tracking-wide text-stone-400">Artık sunulmayanlar (randevuda kayıtlı)</p>
                <ul className="mt-1 grid gap-1 sm:grid-cols-2">
                  {(['serviceIds', 'packageIds'] as const).flatMap((name) =>
                    keptLines[name].map((line) => (
                      <li key={`${name}-${line.id}`}>
                        <label className="flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-stone-800">
                          <input type="checkbox" name={name} value={line.id} defaultChecked={values[name].includes(String(line.id))} className="h-5 w-5 accent-accent" />
                          <span className="flex-1">{line.name}</span>
                        </label>
                      </li>
                    )),
                  )}
                </ul>
              </div>
            ) : null}
          </div>
          {fieldError('serviceIds')}
        </fieldset>

        <label className="text-sm font-medium">
          Tarih
          <input type="date" name="date" min={minDate} defaultValue={values.date} className={inputClass} {...described('date')} />
          {fieldError('date')}
        </label>

        <div className="text-sm font-medium">
          {answer?.slots ? (
            <fieldset>
              <legend>Saat ({values.date ? formatYmdTr(values.date) : ''})</legend>
              {answer.slots.length === 0 ? <p className="mt-1 text-stone-400">Bu gün için saat yok (kapalı gün).</p> : null}
              <ul className="mt-1 grid max-h-64 grid-cols-1 gap-1 overflow-y-auto rounded-xl border border-line p-2 sm:grid-cols-2">
                {answer.slots.map((slot) => (
                  <li key={slot.time}>
                    <label className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm hover:bg-stone-800">
                      <input type="radio" name="time" value={slot.time} defaultChecked={values.time === slot.time} className="h-5 w-5 accent-accent" />
                      <span className="tabular-nums">{slot.time}</span>
                      <span className={`text-xs ${slot.conflictInfo || !slot.available ? 'text-amber-200' : 'text-emerald-200'}`}>{heldBy(slot)}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : (
            <label className="block">
              Saat
              <input
                type="time"
                name="time"
                value={time}
                onChange={(e) => setTime(e.currentTarget.value)}
                className={inputClass}
                {...described('time')}
              />
            </label>
          )}
          {fieldError('time')}
          {hydrated ? (
            <>
              <button type="button" className="btn-ghost mt-2 w-full" disabled={timeHint !== null} onClick={() => setSlotDialog(true)} aria-describedby={timeHint ? `${ids}-time-hint` : undefined}>
                Saat Seç
              </button>
              {timeHint ? (
                <p id={`${ids}-time-hint`} className="mt-1 text-xs text-stone-400">
                  {timeHint}
                </p>
              ) : null}
            </>
          ) : (
            <button type="submit" name="intent" value="slots" className="btn-ghost mt-2 w-full" formNoValidate>
              Uygun Saatleri Göster
            </button>
          )}
        </div>

        {pickedBusy || conflictCount > 0 ? (
          <div role="status" className="rounded-xl border border-amber-700/60 bg-amber-950/40 px-3 py-2 text-sm text-amber-100 sm:col-span-2" data-testid="inline-conflict">
            <p className="font-semibold">⚠️ {pickedBusy ? ADMIN_APPOINTMENT_TEXTS.busySlotWarning : ADMIN_APPOINTMENT_TEXTS.conflictWarning}</p>
            {pickedBusy?.conflictInfo ? <p>{slotTakenMessage(pickedBusy.time, pickedBusy.conflictInfo.customerName)}</p> : null}
            {conflictCount > 0 ? <p>{conflictCountMessage(conflictCount)}</p> : null}
          </div>
        ) : null}

        <label className="text-sm font-medium sm:col-span-2">
          Notlar
          <textarea name="notes" rows={3} defaultValue={values.notes} className={inputClass} {...described('notes')} />
          {fieldError('notes')}
        </label>

        <label className="text-sm font-medium">
          Toplam Tutar (₺)
          <input
            name="totalPrice"
            inputMode="decimal"
            defaultValue={values.totalPrice}
            placeholder={kurusToLiraText(totals.priceKurus, ',')}
            className={inputClass}
            aria-describedby={`${ids}-price-hint`}
            {...(errors.totalPrice ? { 'aria-invalid': true } : {})}
          />
          <span id={`${ids}-price-hint`} className="mt-1 block text-xs font-normal text-stone-400">
            Boş bırakılırsa hizmetlerin toplamı: {formatKurus(totals.priceKurus)}
          </span>
          {fieldError('totalPrice')}
        </label>
        <label className="text-sm font-medium">
          Durum
          <select name="status" defaultValue={values.status} className={inputClass}>
            {APPOINTMENT_STATUS_VALUES.map((s) => (
              <option key={s} value={s}>
                {APPOINTMENT_STATUS[s].label}
              </option>
            ))}
          </select>
          {fieldError('status')}
        </label>
        <label className="text-sm font-medium">
          Özel Süre (dk)
          <input
            type="number"
            name="customDuration"
            min={1}
            max={MAX_CUSTOM_DURATION}
            step={1}
            defaultValue={values.customDuration}
            placeholder={String(totals.durationMinutes)}
            className={inputClass}
            aria-describedby={`${ids}-duration-hint`}
            {...(errors.customDuration ? { 'aria-invalid': true } : {})}
          />
          <span id={`${ids}-duration-hint`} className="mt-1 block text-xs font-normal text-stone-400">
            Yalnızca bu randevu için; boşsa hizmet süresi: {formatMinutes(totals.durationMinutes)}
          </span>
          {fieldError('customDuration')}
        </label>
        </StaleValuesProvider>

        <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
          <button type="submit" name="intent" value="save" className="btn-primary" disabled={submitting}>
            {submitting ? 'Kaydediliyor…' : mode === 'create' ? 'Randevu Oluştur' : 'Değişiklikleri Kaydet'}
          </button>
          <Link to={back} preventScrollReset className="btn-ghost">
            Vazgeç
          </Link>
        </div>

        {answer?.fairUse ? (
          <div role="alert" className="space-y-3 rounded-xl border border-amber-700/60 bg-amber-950/40 p-4 text-sm text-amber-100 sm:col-span-2" data-testid="fair-use">
            <p className="font-semibold">⚠️ {FAIR_USE_TEXTS.deskTitle}</p>
            <p>{answer.fairUse.message}</p>
            <p className="text-amber-200/90">{FAIR_USE_TEXTS.deskHint}</p>
            <label className="block font-medium text-stone-100">
              {FAIR_USE_TEXTS.reasonLabel}
              <textarea name="fairUseReason" rows={2} maxLength={500} required className={inputClass} {...described('fairUseReason')} data-autofocus />
              {fieldError('fairUseReason')}
            </label>
            {answer.fairUse.override ? <input type="hidden" name="override" value="1" /> : null}
            <button type="submit" name="intent" value="save" className="btn-primary" disabled={submitting}>
              {FAIR_USE_TEXTS.overrideButton}
            </button>
          </div>
        ) : null}

        {answer?.conflicts && !conflictsDismissed ? (
          <ConflictDialog title={ADMIN_APPOINTMENT_TEXTS.conflictTitle} conflicts={answer.conflicts} onClose={hydrated ? () => setConflictsDismissed(true) : undefined}>
            <button type="submit" name="override" value="1" className="btn-primary">
              {ADMIN_APPOINTMENT_TEXTS.continueAnyway}
            </button>
            {hydrated ? (
              <button type="button" className="btn-ghost" onClick={() => setConflictsDismissed(true)} data-autofocus>
                {ADMIN_APPOINTMENT_TEXTS.cancel}
              </button>
            ) : (
              <button type="submit" name="intent" value="review" className="btn-ghost" data-autofocus>
                {ADMIN_APPOINTMENT_TEXTS.cancel}
              </button>
            )}
          </ConflictDialog>
        ) : null}
      </Form>

      {slotDialog && !timeHint ? (
        <SlotDialog
          date={draft.date}
          memberName={memberName ?? ''}
          query={availabilityParams(draft, appointmentId)}
          current={time}
          heldBy={heldBy}
          onClose={() => setSlotDialog(false)}
          onPick={(slot) => {
            setTime(slot.time);
            setPicked(slot);
            setSlotDialog(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}

/** The time-slot dialog: every slot of the day with its availability and who holds it. */
function SlotDialog({
  date,
  memberName,
  query,
  current,
  heldBy,
  onPick,
  onClose,
}: {
  date: string;
  memberName: string;
  query: string;
  current: string;
  heldBy: (slot: AdminSlot) => string;
  onPick: (slot: AdminSlot) => void;
  onClose: () => void;
}) {
  const slots = useFetcher<{ availableSlots?: AdminSlot[]; message?: string }>();
  const url = `/api/appointments/available-slots/${date}?${query}`;
  useEffect(() => {
    slots.load(url);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  const list = slots.data?.availableSlots;
  return (
    <Dialog headingLevel={2} title="Tarih ve Saat Seçin" onClose={onClose} wide>
      <p className="text-sm text-stone-300">
        {formatYmdTr(date, { weekday: true })} · {memberName}
      </p>
      {slots.state !== 'idle' && !list ? <p className="mt-3 text-stone-400">Saatler yükleniyor…</p> : null}
      {slots.data?.message ? (
        <p role="alert" className="mt-3 rounded-xl border border-red-900 bg-red-950/60 px-3 py-2 text-sm text-red-100">
          {slots.data.message}
        </p>
      ) : null}
      {list && list.length === 0 ? <p className="mt-3 text-stone-400">Bu gün için saat yok (kapalı gün).</p> : null}
      {list && list.length > 0 ? (
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Saatler">
          {list.map((slot) => {
            const busy = Boolean(slot.conflictInfo) || !slot.available;
            return (
              <li key={slot.time}>
                <button
                  type="button"
                  onClick={() => onPick(slot)}
                  aria-pressed={current.slice(0, 5) === slot.time}
                  className={`flex min-h-14 w-full flex-col items-start rounded-xl border px-3 py-2 text-left text-sm ${
                    busy ? 'border-amber-700/60 bg-amber-950/30' : 'border-emerald-700/60 bg-emerald-950/30'
                  } aria-pressed:ring-2 aria-pressed:ring-accent`}
                >
                  <span className="font-semibold tabular-nums">{slot.time}</span>
                  <span className={`text-xs ${busy ? 'text-amber-100' : 'text-emerald-100'}`}>{heldBy(slot)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <button type="button" className="btn-ghost mt-4" onClick={onClose}>
        Kapat
      </button>
    </Dialog>
  );
}

/**
 * 'Kayıtlı müşteri ara': a GET form over the customers (name, e-mail or phone). Without
 * JavaScript it reloads the dialog with `?lookup=` and each match is a link that fills the
 * form (`?customer=`); with JavaScript the matches come as the user types (a fetcher on the
 * same loader) and a tap fills name, e-mail and phone in place.
 */
function CustomerLookup({ initial, formRef }: { initial: CustomerLookupState; formRef: React.RefObject<HTMLFormElement | null> }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const fetcher = useFetcher<{ lookup: CustomerLookupState }>();
  const [q, setQ] = useState(initial.q);
  const [picked, setPicked] = useState<string | null>(null);
  const kept = [...new URLSearchParams(location.search)].filter(([k]) => k !== 'lookup' && k !== 'customer');
  const matches = hydrated && fetcher.data ? fetcher.data.lookup.matches : initial.matches;
  const ids = useId();

  const search = (text: string) => {
    const params = new URLSearchParams(kept);
    params.set('lookup', text.trim());
    fetcher.load(`${location.pathname}?${params.toString()}`);
  };
  useEffect(() => {
    if (!hydrated || q.trim().length < 2 || q === initial.q) return;
    const timer = setTimeout(() => search(q), 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, hydrated]);

  function fill(c: CustomerMatch) {
    const form = formRef.current;
    if (!form) return;
    const set = (name: string, value: string) => {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = value;
    };
    set('customerName', c.name);
    set('customerEmail', c.email ?? '');
    set('customerPhone', c.phone ?? '');
    setPicked(c.name);
  }

  const customerHref = (id: number) => {
    const params = new URLSearchParams(kept);
    params.set('customer', String(id));
    return `${location.pathname}?${params.toString()}`;
  };
  const line = (c: CustomerMatch) => [c.name, c.phone, c.email].filter(Boolean).join(' · ');

  return (
    <Form
      method="get"
      role="search"
      aria-label="Müşteri arama"
      preventScrollReset
      className="mb-4 rounded-xl border border-line bg-stone-950/60 p-3"
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        search(q);
      }}
    >
      {kept.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor={`${ids}-lookup`} className="text-sm font-medium">
        Kayıtlı müşteri ara
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${ids}-lookup`}
          type="search"
          name="lookup"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          placeholder="Ad, telefon veya e-posta"
          autoComplete="off"
          className={`${inputClass} mt-0 flex-1`}
        />
        <button type="submit" className="btn-ghost px-4">
          Ara
        </button>
      </div>
      {picked ? (
        <p className="mt-2 text-sm text-emerald-300" role="status">
          {picked} seçildi: ad, e-posta ve telefon dolduruldu.
        </p>
      ) : null}
      {matches === null ? null : matches.length === 0 ? (
        <p className="mt-2 text-sm text-stone-400">Bu aramayla kayıtlı müşteri bulunamadı.</p>
      ) : (
        <ul className="mt-2 grid gap-1" aria-label="Bulunan müşteriler" data-testid="customer-matches">
          {matches.map((c) => (
            <li key={c.id}>
              {hydrated ? (
                <button type="button" onClick={() => fill(c)} className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm hover:bg-stone-800">
                  {line(c)}
                </button>
              ) : (
                <Link to={customerHref(c.id)} className="flex min-h-11 w-full items-center rounded-lg px-3 text-sm hover:bg-stone-800">
                  {line(c)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </Form>
  );
}
