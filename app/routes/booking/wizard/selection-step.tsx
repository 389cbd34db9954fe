import type { SubmissionResult } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { BOOKING_MESSAGES } from '~/domain/booking-messages';
import { formatMinutes } from '~/domain/duration';
import { selectionTotals } from '~/domain/selection';
import { formatKurus } from '~/utils/money';
import type { DraftSelection } from '~/routes/booking/wizard/draft.server';
import type { MemberCard, WizardCatalog } from '~/routes/booking/wizard/wizard.server';
import type { StepReview } from '~/routes/booking/wizard/types';
import { Alert, formatEarliest, MemberPhoto, StepHeading, Submit, WIZARD_ANCHOR } from './booking-ui';

export const CHECKING_TEXT = 'Müsaitlik kontrol ediliyor...';

/**
 * Step 2, 'Hizmet & Ekip Üyesi': services grouped by category and packages under 'PAKETLER'
 * (checkboxes in expandable groups), the chosen items with total duration, and the team
 * members who can serve them with their earliest availability, 'Fark etmez' first. Without
 * JavaScript, 'Ekip Üyelerini Göster' sends the selection and the page comes back with the
 * members; the wizard script does the same on every tick and swaps in the regions.
 */
export function SelectionStep({
  catalog,
  selection,
  review,
  today,
  lastResult,
  offer,
}: {
  catalog: WizardCatalog;
  selection: DraftSelection;
  review: StepReview;
  today: string;
  /** conform's reply to the last 'Devam Et' (the step's message) */
  lastResult: SubmissionResult<string[]> | undefined;
  offer: { id: number; name: string } | null;
}) {
  const [form] = useServerForm({ id: 'hizmet-ekip', lastResult });
  const services = catalog.groups.flatMap((g) => g.services);
  const categoryName = (id: number) => catalog.categories.find((c) => c.id === id)?.displayName ?? '';
  const chosenServices = selection.serviceIds.flatMap((id) => services.find((s) => s.id === id) ?? []);
  const chosenPackages = selection.packageIds.flatMap((id) => catalog.packages.find((p) => p.id === id) ?? []);
  const itemCount = chosenServices.length + chosenPackages.length;
  const totals = selectionTotals(chosenServices, chosenPackages);
  const alert = form.errors?.[0] ?? review.message;

  const checkbox = (
    kind: 'service' | 'package',
    id: number,
    checked: boolean,
    label: React.ReactNode,
    detail: string,
  ) => (
    <li key={`${kind}-${id}`}>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 hover:bg-white/5">
        <input
          type="checkbox"
          name={kind === 'service' ? 'serviceIds' : 'packageIds'}
          value={id}
          defaultChecked={checked}
          data-auto="refresh"
          className="size-5 shrink-0 accent-[var(--color-accent)]"
        />
        <span className="flex-1 text-sm text-stone-100">{label}</span>
        <span className="text-xs tabular-nums text-stone-400">{detail}</span>
      </label>
    </li>
  );

  return (
    <form method="post" action={`/contact?adim=2#${WIZARD_ANCHOR}`} noValidate className="space-y-6" data-wizard-form>
      <input type="hidden" name="step" value="2" />
      <StepHeading>Hizmet &amp; Ekip Üyesi</StepHeading>
      <Alert message={alert}>
        {offer ? (
          <p className="mt-3 flex flex-wrap items-center gap-3">
            <span>
              <strong className="font-semibold">{offer.name}</strong> paketi iki seçimi birlikte içeriyor.
            </span>
            <Submit name={`offer.${offer.id}`} label="Paketi Seç" className="min-h-11 px-4 py-2 text-sm" />
          </p>
        ) : null}
      </Alert>

      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-stone-200">Hizmet veya paket</legend>
        <details className="group mt-2 rounded-2xl border border-line" open={itemCount === 0}>
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm text-stone-100 [&::-webkit-details-marker]:hidden">
            <span>{itemCount === 0 ? 'Hizmet veya paket seçin' : 'Seçiminizi değiştirmek için açın'}</span>
            <span aria-hidden="true" className="transition group-open:rotate-180">
              ▾
            </span>
          </summary>
          <div className="max-h-[700px] space-y-1 overflow-y-auto border-t border-line p-2">
            {catalog.groups.map((group) => (
              <details
                key={group.categoryId}
                className="rounded-xl"
                open={group.services.some((s) => selection.serviceIds.includes(s.id))}
              >
                <summary className="min-h-11 cursor-pointer rounded-xl px-3 py-2.5 text-xs font-semibold uppercase tracking-[0.2em] text-stone-300 hover:bg-white/5">
                  {group.displayName}
                </summary>
                <ul>
                  {group.services.map((s) =>
                    checkbox(
                      'service',
                      s.id,
                      selection.serviceIds.includes(s.id),
                      s.name,
                      `${formatMinutes(s.durationMinutes)} · ${formatKurus(s.priceKurus)}`,
                    ),
                  )}
                </ul>
              </details>
            ))}
            {catalog.packages.length > 0 ? (
              <details className="rounded-xl" open={selection.packageIds.length > 0}>
                <summary className="min-h-11 cursor-pointer rounded-xl px-3 py-2.5 text-xs font-semibold uppercase tracking-[0.2em] text-stone-300 hover:bg-white/5">
                  PAKETLER
                </summary>
                <ul>
                  {catalog.packages.map((p) =>
                    checkbox(
                      'package',
                      p.id,
                      selection.packageIds.includes(p.id),
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

      <div data-region="chosen">
        {itemCount > 0 ? (
          <div className="rounded-2xl border border-line p-4">
            <h3 className="text-sm font-medium text-stone-200">Seçimleriniz</h3>
            <ul className="mt-2 divide-y divide-white/10">
              {[
                ...chosenServices.map((s) => ({
                  kind: 'service' as const,
                  id: s.id,
                  name: s.name,
                  minutes: s.durationMinutes,
                  price: s.priceKurus,
                  categories: [s.categoryId],
                })),
                ...chosenPackages.map((p) => ({
                  kind: 'package' as const,
                  id: p.id,
                  name: p.name,
                  minutes: p.durationMinutes,
                  price: p.priceKurus,
                  categories: p.categoryIds,
                })),
              ].map((item) => (
                <li key={`${item.kind}-${item.id}`} className="flex items-center gap-3 py-2 text-sm">
                  <span className="flex-1">
                    <span className="text-stone-100">{item.name}</span>
                    <span className="block text-xs text-stone-400">
                      {item.kind === 'package' ? 'Paket · ' : ''}
                      {item.categories.map(categoryName).join(', ')} · {formatMinutes(item.minutes)}
                    </span>
                  </span>
                  <span className="tabular-nums text-stone-300">{formatKurus(item.price)}</span>
                  <input
                    type="submit"
                    name={`remove.${item.kind}.${item.id}`}
                    value="Kaldır"
                    aria-label={`${item.name} seçimini kaldır`}
                    className="min-h-11 cursor-pointer rounded-full bg-transparent px-3 text-xs font-medium text-stone-300 underline underline-offset-4 hover:text-accent"
                  />
                </li>
              ))}
            </ul>
            <p className="mt-3 flex justify-between border-t border-white/10 pt-3 text-sm font-medium">
              <span>Toplam süre: {formatMinutes(totals.durationMinutes)}</span>
              <span className="tabular-nums">{formatKurus(totals.priceKurus)}</span>
            </p>
          </div>
        ) : null}
      </div>

      <Submit name="refresh" label="Ekip Üyelerini Göster" nojs className="w-full sm:w-auto" />

      <MemberChoice
        members={itemCount > 0 && !review.message ? review.members : []}
        itemCount={itemCount}
        review={review}
        selection={selection}
        today={today}
      />

      <div className="flex flex-wrap justify-between gap-3 pt-2">
        <Submit name="back" label="Geri" />
        <Submit name="selection" label="Devam Et" primary pending="Devam Et..." />
      </div>
    </form>
  );
}

const card =
  'flex min-h-24 cursor-pointer items-center gap-4 rounded-2xl border p-3 transition has-[:checked]:border-accent has-[:checked]:bg-accent/10 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent';

/**
 * The member radios. The first one, 'Ekip üyesi seçilmedi', is checked until the customer
 * picks someone; CSS hides it, text browsers show it (lynx checks the first radio of a group
 * when none is, so without it lynx would pick a member nobody chose).
 */
function MemberChoice({
  members,
  itemCount,
  review,
  selection,
  today,
}: {
  members: MemberCard[];
  itemCount: number;
  review: StepReview;
  selection: DraftSelection;
  today: string;
}) {
  const earliest = members
    .flatMap((m) => (m.earliest ? [m.earliest] : []))
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))[0];
  const chosen = selection.anyMember
    ? 'any'
    : members.some((m) => m.id === selection.teamMemberId)
      ? String(selection.teamMemberId)
      : '';
  return (
    <fieldset data-region="members" aria-describedby="ekip-durum" className="min-w-0">
      <legend className="text-sm font-medium text-stone-200">Ekip üyesi</legend>
      <div id="ekip-durum" data-members-status className="text-sm text-stone-400">
        {itemCount === 0 ? <p className="mt-2">Ekip üyelerini görmek için önce hizmet veya paket seçin.</p> : null}
        {itemCount > 0 && !review.message && members.length === 0 ? (
          <p className="mt-2 text-stone-300">{BOOKING_MESSAGES.noSuitableMember}</p>
        ) : null}
      </div>
      {members.length > 0 ? (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-members-list>
          <li className="hidden">
            <label>
              <input type="radio" name="teamMemberId" value="" defaultChecked={chosen === ''} /> Ekip üyesi seçilmedi
            </label>
          </li>
          <li>
            <label
              className={`${card} ${earliest ? 'border-line hover:border-stone-500' : 'cursor-not-allowed border-line opacity-60'}`}
            >
              <input
                type="radio"
                name="teamMemberId"
                value="any"
                defaultChecked={chosen === 'any'}
                disabled={!earliest}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className="grid size-[72px] shrink-0 place-items-center rounded-2xl bg-stone-800 text-2xl"
              >
                ✦
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-stone-50">{BOOKING_MESSAGES.anyMemberLabel}</span>
                <span className="block text-xs text-stone-400">Size en erken saati veren uzman</span>
                <EarliestLine earliest={earliest} today={today} />
              </span>
            </label>
          </li>
          {members.map((m) => (
            <li key={m.id}>
              <label
                className={`${card} ${m.earliest ? 'border-line hover:border-stone-500' : 'cursor-not-allowed border-line opacity-60'}`}
              >
                <input
                  type="radio"
                  name="teamMemberId"
                  value={m.id}
                  defaultChecked={chosen === String(m.id)}
                  disabled={!m.earliest}
                  className="sr-only"
                />
                <MemberPhoto imageUrl={m.imageUrl} size={72} sizes="72px" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-stone-50">{m.name}</span>
                  <span className="block text-xs text-stone-400">{m.specialization}</span>
                  <EarliestLine earliest={m.earliest} today={today} />
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

/** A member card's (or 'Fark etmez''s) earliest free start, or that the horizon is full. */
function EarliestLine({
  earliest,
  today,
}: {
  earliest: { date: string; time: string } | null | undefined;
  today: string;
}) {
  return (
    <span className="mt-1 block text-xs text-stone-200">
      {earliest ? (
        <>
          <span className="text-stone-400">En erken: </span>
          {formatEarliest(earliest, today)}
        </>
      ) : (
        'Önümüzdeki 60 gün dolu'
      )}
    </span>
  );
}
