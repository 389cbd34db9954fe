import { useEffect, useMemo, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import { BOOKING_MESSAGES, categoryLockMessage } from '~/domain/booking-messages';
import { formatMinutes } from '~/domain/duration';
import { checkCategoryLock, selectionTotals, type SelectableItem } from '~/domain/selection';
import { formatKurus } from '~/lib/money';
import type { DraftSelection } from '~/lib/booking-draft.server';
import type { MemberCard, WizardCatalog } from '~/models/booking-wizard.server';
import type { LiveAvailability } from '~/routes/contact.availability';
import type { StepReview } from '~/routes/_site.contact';
import { Alert, formatEarliest, MemberPhoto, StepHeading } from './booking-ui';

export const CHECKING_TEXT = 'Müsaitlik kontrol ediliyor...';

type Kind = 'service' | 'package';

/**
 * Step 2, 'Hizmet & Ekip Üyesi': services grouped by category and packages under 'PAKETLER'
 * (a list of checkboxes in expandable groups), the chosen items with total duration, and the
 * team members who can serve them with their earliest availability. With JavaScript the
 * member list is recomputed as the selection changes; without it, 'Ekip Üyelerini Göster'
 * sends the selection and the page comes back with the members.
 */
export function SelectionStep({
  catalog,
  selection,
  review,
  today,
  message,
  hydrated,
  submitting,
  headingRef,
}: {
  catalog: WizardCatalog;
  selection: DraftSelection;
  review: StepReview;
  today: string;
  message: string | null;
  hydrated: boolean;
  submitting: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const [serviceIds, setServiceIds] = useState(selection.serviceIds);
  const [packageIds, setPackageIds] = useState(selection.packageIds);
  const [memberId, setMemberId] = useState<number | null>(selection.teamMemberId);
  const [lockMessage, setLockMessage] = useState<string | null>(null);

  const services = useMemo(() => catalog.groups.flatMap((g) => g.services), [catalog]);
  const categoryName = (id: number) => catalog.categories.find((c) => c.id === id)?.displayName ?? '';
  const itemOf = (kind: Kind, id: number): SelectableItem =>
    kind === 'service'
      ? { kind, id, categoryIds: services.filter((s) => s.id === id).map((s) => s.categoryId) }
      : { kind, id, categoryIds: catalog.packages.find((p) => p.id === id)?.categoryIds ?? [] };
  const chosenServices = serviceIds.flatMap((id) => services.find((s) => s.id === id) ?? []);
  const chosenPackages = packageIds.flatMap((id) => catalog.packages.find((p) => p.id === id) ?? []);
  const itemCount = chosenServices.length + chosenPackages.length;
  const totals = selectionTotals(chosenServices, chosenPackages);

  // Live availability: the server-rendered list fits the saved selection; any other
  // selection is asked for (the latest request wins).
  const key = `${serviceIds.join(',')}|${packageIds.join(',')}`;
  const savedKey = `${selection.serviceIds.join(',')}|${selection.packageIds.join(',')}`;
  const fetcher = useFetcher<LiveAvailability>();
  const [requestedKey, setRequestedKey] = useState<string | null>(null);
  useEffect(() => {
    if (!hydrated || key === savedKey || itemCount === 0) return;
    setRequestedKey(key);
    fetcher.load(`/contact/availability?serviceIds=${serviceIds.join(',')}&packageIds=${packageIds.join(',')}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, hydrated]);
  const live: { members: MemberCard[]; message: string | null } | null =
    key === savedKey
      ? { members: review.members, message: review.message }
      : requestedKey === key && fetcher.state === 'idle' && fetcher.data
        ? fetcher.data.ok
          ? { members: fetcher.data.members, message: null }
          : { members: [], message: fetcher.data.message }
        : null;
  const checking = itemCount > 0 && live === null;
  const members = itemCount > 0 && live ? live.members : [];

  // A chosen member who cannot serve the new selection is unchosen.
  useEffect(() => {
    if (live && memberId !== null && !live.members.some((m) => m.id === memberId)) setMemberId(null);
  }, [live, memberId]);

  function toggle(kind: Kind, id: number, checked: boolean) {
    const setIds = kind === 'service' ? setServiceIds : setPackageIds;
    if (!checked) {
      setIds((ids) => ids.filter((x) => x !== id));
      setLockMessage(null);
      return;
    }
    const current = [...serviceIds.map((s) => itemOf('service', s)), ...packageIds.map((p) => itemOf('package', p))];
    const item = itemOf(kind, id);
    const lock = checkCategoryLock([...current, item]);
    if (!lock.ok) {
      setLockMessage(categoryLockMessage(lock.current.map(categoryName), item.categoryIds.map(categoryName)));
      return;
    }
    setIds((ids) => [...ids, id]);
    setLockMessage(null);
  }

  const alert = lockMessage ?? message ?? (key === savedKey ? review.message : null);
  const checkbox = (kind: Kind, id: number, checked: boolean, label: React.ReactNode, detail: string) => (
    <li key={`${kind}-${id}`}>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 hover:bg-white/5">
        <input
          type="checkbox"
          name={kind === 'service' ? 'serviceIds' : 'packageIds'}
          value={id}
          checked={checked}
          onChange={(e) => toggle(kind, id, e.currentTarget.checked)}
          className="size-5 shrink-0 accent-[var(--color-accent)]"
        />
        <span className="flex-1 text-sm text-stone-100">{label}</span>
        <span className="text-xs tabular-nums text-stone-400">{detail}</span>
      </label>
    </li>
  );

  return (
    <Form method="post" noValidate preventScrollReset className="space-y-6">
      <input type="hidden" name="step" value="2" />
      <StepHeading ref={headingRef}>Hizmet &amp; Ekip Üyesi</StepHeading>
      <Alert message={alert} />

      <fieldset>
        <legend className="text-sm font-medium text-stone-200">Hizmet veya paket</legend>
        <details className="group mt-2 rounded-2xl border border-line" open={selection.serviceIds.length + selection.packageIds.length === 0}>
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm text-stone-100 [&::-webkit-details-marker]:hidden">
            <span>{itemCount === 0 ? 'Hizmet veya paket seçin' : `${itemCount} seçim yapıldı — değiştirmek için açın`}</span>
            <span aria-hidden="true" className="transition group-open:rotate-180">
              ▾
            </span>
          </summary>
          <div className="max-h-[700px] space-y-1 overflow-y-auto border-t border-line p-2">
            {catalog.groups.map((group) => (
              <details key={group.categoryId} className="rounded-xl" open={group.services.some((s) => serviceIds.includes(s.id))}>
                <summary className="min-h-11 cursor-pointer rounded-xl px-3 py-2.5 text-xs font-semibold uppercase tracking-[0.2em] text-stone-300 hover:bg-white/5">
                  {group.displayName}
                </summary>
                <ul>
                  {group.services.map((s) => checkbox('service', s.id, serviceIds.includes(s.id), s.name, `${formatMinutes(s.durationMinutes)} · ${formatKurus(s.priceKurus)}`))}
                </ul>
              </details>
            ))}
            {catalog.packages.length > 0 ? (
              <details className="rounded-xl" open={packageIds.length > 0}>
                <summary className="min-h-11 cursor-pointer rounded-xl px-3 py-2.5 text-xs font-semibold uppercase tracking-[0.2em] text-stone-300 hover:bg-white/5">PAKETLER</summary>
                <ul>
                  {catalog.packages.map((p) =>
                    checkbox(
                      'package',
                      p.id,
                      packageIds.includes(p.id),
                      <>
                        {p.name}
                        <span className="block text-xs text-stone-400">{p.serviceNames.join(', ')}</span>
                      </>,
                      `${formatMinutes(p.durationMinutes)} · ${formatKurus(p.priceKurus)}`,
                    ),
                  )}
                </ul>
              </details>
            ) : null}
          </div>
        </details>
      </fieldset>

      {itemCount > 0 ? (
        <div className="rounded-2xl border border-line p-4">
          <h3 className="text-sm font-medium text-stone-200">Seçimleriniz</h3>
          <ul className="mt-2 divide-y divide-white/10">
            {[...chosenServices.map((s) => ({ kind: 'service' as const, id: s.id, name: s.name, minutes: s.durationMinutes, price: s.priceKurus, categories: [s.categoryId] })),
              ...chosenPackages.map((p) => ({ kind: 'package' as const, id: p.id, name: p.name, minutes: p.durationMinutes, price: p.priceKurus, categories: p.categoryIds }))].map((item) => (
              <li key={`${item.kind}-${item.id}`} className="flex items-center gap-3 py-2 text-sm">
                <span className="flex-1">
                  <span className="text-stone-100">{item.name}</span>
                  <span className="block text-xs text-stone-400">
                    {item.kind === 'package' ? 'Paket · ' : ''}
                    {item.categories.map(categoryName).join(', ')} · {formatMinutes(item.minutes)}
                  </span>
                </span>
                <span className="tabular-nums text-stone-300">{formatKurus(item.price)}</span>
                <button
                  type={hydrated ? 'button' : 'submit'}
                  name="remove"
                  value={`${item.kind}:${item.id}`}
                  onClick={hydrated ? () => toggle(item.kind, item.id, false) : undefined}
                  className="min-h-11 rounded-full px-3 text-xs font-medium text-stone-300 underline underline-offset-4 hover:text-accent"
                  aria-label={`${item.name} seçimini kaldır`}
                >
                  Kaldır
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between border-t border-white/10 pt-3 text-sm font-medium">
            <span>Toplam süre: {formatMinutes(totals.durationMinutes)}</span>
            <span className="tabular-nums">{formatKurus(totals.priceKurus)}</span>
          </p>
        </div>
      ) : null}

      {!hydrated ? (
        <button type="submit" name="intent" value="refresh" className="btn-ghost w-full sm:w-auto">
          Ekip Üyelerini Göster
        </button>
      ) : null}

      <fieldset aria-describedby="ekip-durum">
        <legend className="text-sm font-medium text-stone-200">Ekip üyesi</legend>
        <div id="ekip-durum" aria-live="polite" className="text-sm text-stone-400">
          {itemCount === 0 ? <p className="mt-2">Ekip üyelerini görmek için önce hizmet veya paket seçin.</p> : null}
          {checking ? <p className="mt-2">{CHECKING_TEXT}</p> : null}
          {!checking && itemCount > 0 && live && !live.message && members.length === 0 ? <p className="mt-2 text-stone-300">{BOOKING_MESSAGES.noSuitableMember}</p> : null}
        </div>
        {!checking && members.length > 0 ? (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {members.map((m) => (
              <li key={m.id}>
                <label
                  className={`flex min-h-24 cursor-pointer items-center gap-4 rounded-2xl border p-3 transition has-[:checked]:border-accent has-[:checked]:bg-accent/10 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${m.earliest ? 'border-line hover:border-stone-500' : 'cursor-not-allowed border-line opacity-60'}`}
                >
                  <input
                    type="radio"
                    name="teamMemberId"
                    value={m.id}
                    checked={memberId === m.id}
                    disabled={!m.earliest}
                    onChange={() => setMemberId(m.id)}
                    className="sr-only"
                  />
                  <MemberPhoto imageUrl={m.imageUrl} size={72} sizes="72px" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-stone-50">{m.name}</span>
                    <span className="block text-xs text-stone-400">{m.specialization}</span>
                    <span className="mt-1 block text-xs text-stone-200">
                      {m.earliest ? (
                        <>
                          <span className="text-stone-400">En erken: </span>
                          {formatEarliest(m.earliest, today)}
                        </>
                      ) : (
                        'Önümüzdeki 60 gün dolu'
                      )}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>

      <div className="flex flex-wrap justify-between gap-3 pt-2">
        <button type="submit" name="intent" value="back" className="btn-ghost">
          Geri
        </button>
        <button type="submit" name="intent" value="selection" className="btn-primary" disabled={hydrated && submitting}>
          Devam Et
        </button>
      </div>
    </Form>
  );
}
