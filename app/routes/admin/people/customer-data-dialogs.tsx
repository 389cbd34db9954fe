/**
 * The customers screen's dialogs over its list: the KVKK consent records with the export link,
 * the erasure's confirmation step, and the merge of two rows of one person. Plain links and
 * plain forms: they work without JavaScript. The screen loads this module in the browser only
 * when one is open or once the page is interactive (issue 39, docs/decisions/0553).
 */
import { erasureRetentionText } from '~/domain/replication';
import { KVKK_PATH } from '~/domain/kvkk';
import { ANONYMOUS_CUSTOMER_NAME } from '~/domain/personal-data';
import { formatYmdTr } from '~/ui/turkish-date';
import type { ConsentEntry } from '~/models/people/customer-data.server';
import { Form, Link } from 'react-router';
import { ConfirmForm, EmptyState, FormButtons, FormErrors, inputClass, useBusy } from '../../../ui/admin/content-ui';
import { Dialog } from '../../../ui/admin/dialog';

const instant = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
});
const SOURCES: Record<string, string> = { web: 'Web sitesi', api: 'API', admin: 'Yönetim paneli' };

export function ConsentDialog({
  customer,
  consents,
  closeTo,
  eraseTo,
  mayExport = true,
}: {
  customer: { id: number; name: string };
  consents: ConsentEntry[];
  closeTo: string;
  /** null: the role may not erase (customers.erase); the link is not offered */
  eraseTo: string | null;
  /** the role may download the data (customers.export) */
  mayExport?: boolean;
}) {
  return (
    <Dialog title={`Kişisel Veriler: ${customer.name}`} closeTo={closeTo} wide>
      <h4 className="text-sm font-semibold uppercase tracking-wide text-stone-400">KVKK Onay Kayıtları</h4>
      {consents.length === 0 ? (
        <EmptyState title="Randevu yok" hint="Bu müşterinin randevusu ve onay kaydı bulunmuyor." />
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{customer.name} için KVKK onay kayıtları</caption>
            <thead>
              <tr className="text-xs text-stone-400">
                <th className="py-2 pr-3 font-semibold">Randevu</th>
                <th className="py-2 pr-3 font-semibold">Kanal</th>
                <th className="py-2 pr-3 font-semibold">Metin Sürümü</th>
                <th className="py-2 pr-3 font-semibold">Onay Zamanı</th>
                <th className="py-2 font-semibold">IP Adresi</th>
              </tr>
            </thead>
            <tbody>
              {consents.map((c) => (
                <tr key={c.appointmentId} className="border-t border-line/60">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {formatYmdTr(c.date)} {c.time}
                  </td>
                  <td className="py-2 pr-3">{SOURCES[c.source] ?? c.source}</td>
                  {c.noticeVersion === null ? (
                    <td className="py-2 text-stone-400" colSpan={3}>
                      Onay kaydı yok
                    </td>
                  ) : (
                    <>
                      <td className="py-2 pr-3">
                        <a
                          className="underline underline-offset-4 hover:text-accent"
                          href={`${KVKK_PATH}?surum=${c.noticeVersion}`}
                          target="_blank"
                          rel="noopener"
                        >
                          Sürüm {c.noticeVersion}
                          <span className="sr-only"> (yeni sekmede açılır)</span>
                        </a>
                      </td>
                      <td className="py-2 pr-3 whitespace-nowrap">
                        {c.acceptedAt ? instant.format(new Date(c.acceptedAt)) : '—'}
                      </td>
                      <td className="py-2 font-mono text-xs">{c.ip ?? '—'}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {mayExport ? (
          <a href={`/admin/customers/${customer.id}/export`} download className="btn-ghost">
            Verileri İndir (JSON)
          </a>
        ) : null}
        {eraseTo === null ? null : (
          <Link
            to={eraseTo}
            preventScrollReset
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-red-900 px-6 text-sm font-semibold text-red-200 hover:bg-red-950"
          >
            Verileri Sil…
          </Link>
        )}
      </div>
    </Dialog>
  );
}

export function EraseDialog({
  preview,
  closeTo,
  error,
}: {
  preview: { id: number; name: string; appointments: number; upcoming: number };
  closeTo: string;
  error: string | null;
}) {
  return (
    <Dialog title={`Kişisel Verileri Sil: ${preview.name}`} closeTo={closeTo}>
      <div className="space-y-3 text-sm text-stone-200">
        <p>
          Müşterinin adı, e-postası, telefonu ve notları kalıcı olarak silinir. {preview.appointments} randevusu
          istatistikler ve takvim için “{ANONYMOUS_CUSTOMER_NAME}” olarak kalır (notlar ve onay IP adresleri silinir);
          anket puanları kalır, yorumlar silinir; bekleyen ve gönderilmiş bildirimleri silinir. Bu işlem geri alınamaz.
        </p>
        {preview.upcoming > 0 ? (
          <p className="rounded-xl border border-amber-800 bg-amber-950/50 px-4 py-3 text-amber-100">
            Müşterinin {preview.upcoming} yaklaşan randevusu var. Gelmeyecekse önce randevuyu iptal edin; silindikten
            sonra müşteriye ulaşılamaz.
          </p>
        ) : null}
        <p className="text-stone-400">{erasureRetentionText()}</p>
        <p className="text-stone-400">Gerekirse önce verilerin bir kopyasını indirip müşteriye iletin.</p>
      </div>
      <ConfirmForm
        intent="erase"
        id={preview.id}
        closeTo={closeTo}
        error={error}
        submit="Kalıcı Olarak Sil"
        className="mt-5 space-y-4"
      >
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="confirm"
            value="on"
            className="mt-0.5 size-5 shrink-0"
            aria-invalid={error ? true : undefined}
          />
          <span>Müşterinin silme talebini aldım ve kişisel verilerinin silinmesini onaylıyorum.</span>
        </label>
      </ConfirmForm>
    </Dialog>
  );
}

type MergeContact = { id: number; name: string; email: string | null; phone: string | null; totalAppointments: number };

/** The merge dialog's data (the customers screen's loader, `?merge=`). */
export type Merging = { customer: MergeContact; candidates: MergeContact[]; query: string };

const contactLine = (c: Merging['customer']) => [c.name, c.email, c.phone].filter(Boolean).join(' · ');

/**
 * Joins another row of the same person into this customer (works without JavaScript). It
 * offers the rows sharing the e-mail or phone, and those found by its own search (`mq`).
 */
export function MergeDialog({
  merging,
  listHref,
  error,
}: {
  merging: Merging;
  listHref: string;
  error: string | null;
}) {
  const busy = useBusy('merge');
  const { customer, candidates, query } = merging;
  const listParams = [...new URLSearchParams(listHref.split('?')[1] ?? '')];
  return (
    <Dialog title={`Birleştir: ${customer.name}`} closeTo={listHref}>
      <Form method="get" role="search" aria-label="Birleştirilecek müşteriyi ara" className="mb-4 flex items-end gap-2">
        {listParams.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="merge" value={customer.id} />
        <div className="flex-1">
          <label htmlFor="merge-q" className="text-sm font-medium">
            Başka müşteri ara (ad, e-posta, telefon)
          </label>
          <input id="merge-q" type="search" name="mq" defaultValue={query} className={inputClass} />
        </div>
        <button type="submit" className="btn-ghost">
          Ara
        </button>
      </Form>
      <Form method="post" preventScrollReset className="space-y-4">
        <input type="hidden" name="intent" value="merge" />
        <input type="hidden" name="recordId" value={customer.id} />
        <FormErrors errors={error ? [error] : []} id="merge-errors" />
        <p className="text-sm text-stone-300">
          Randevular müşteriye e-posta ve telefon birlikte eşleştiğinde bağlanır. Aynı kişinin iki kaydı varsa,
          seçtiğiniz kaydın randevuları ve anketleri <strong>{contactLine(customer)}</strong> kaydına taşınır ve seçilen
          kayıt silinir.
        </p>
        {candidates.length === 0 ? (
          <p className="text-sm text-stone-400">
            {query
              ? 'Aramanızla eşleşen başka müşteri yok.'
              : 'Aynı e-posta veya telefonla başka kayıt yok. Birleştirilecek kaydı yukarıda arayın.'}
          </p>
        ) : (
          <div>
            <label htmlFor="merge-other" className="text-sm font-medium">
              Birleştirilecek müşteri
            </label>
            <select id="merge-other" name="otherId" required className={inputClass} defaultValue="">
              <option value="" disabled>
                Müşteri seçin
              </option>
              {candidates.map((c) => (
                <option key={c.id} value={c.id}>
                  {contactLine(c)} ({c.totalAppointments} randevu)
                </option>
              ))}
            </select>
          </div>
        )}
        <FormButtons closeTo={listHref} busy={busy} label="Birleştir" />
      </Form>
    </Dialog>
  );
}
