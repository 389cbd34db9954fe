/**
 * The customer screen's KVKK dialogs: the consent records with the export link, and the
 * erasure's confirmation step. Plain links and a plain form: they work without JavaScript.
 */
import { erasureRetentionText } from '~/domain/replication';
import { Link } from 'react-router';
import { KVKK_PATH } from '~/domain/kvkk';
import { ANONYMOUS_CUSTOMER_NAME } from '~/domain/personal-data';
import { formatYmdTr } from '~/ui/turkish-date';
import type { ConsentEntry } from '~/models/people/customer-data.server';
import { ConfirmForm, EmptyState } from '../../../ui/admin/content-ui';
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
