import { Link } from 'react-router';
import { adminMeta } from '~/components/admin/admin-tabs';
import { AdminPageHeader } from '~/components/admin/admin-ui';
import { StatusBadge } from '~/components/admin/status-badge';
import { formatYmdTr } from '~/lib/turkish-date';
import { adminDashboard } from '~/models/appointments/lists.server';
import { requireAdmin } from '~/lib/auth.server';
import type { Route } from './+types/admin._index';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { stats, recentAppointments } = adminDashboard(context.db);
  return { stats, recentAppointments };
}

export const meta: Route.MetaFunction = () => adminMeta('Dashboard');

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats, recentAppointments } = loaderData;
  const cards = [
    { label: 'Toplam Randevu', value: stats.totalAppointments },
    { label: 'Bekleyen Randevu', value: stats.pendingAppointments },
    { label: 'Onaylanan Randevu', value: stats.confirmedAppointments },
    { label: 'Galeri Resmi', value: stats.totalGalleryImages },
  ];
  return (
    <section>
      <AdminPageHeader title="Dashboard" />
      <ul className="grid grid-cols-2 gap-4 xl:grid-cols-4" aria-label="Özet">
        {cards.map((card) => (
          <li key={card.label} className="rounded-2xl border border-line bg-stone-900 p-5">
            <p className="text-sm text-stone-400">
              {card.label}
            </p>
            <p className="mt-2 text-3xl font-semibold tabular-nums" data-testid={`stat-${card.label}`}>
              {card.value}
            </p>
          </li>
        ))}
      </ul>

      <div className="mt-8 rounded-2xl border border-line bg-stone-900">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-3">
          <h3 className="text-lg font-semibold">Son Randevular</h3>
          <Link to="/admin/appointments" className="inline-flex min-h-11 items-center text-sm font-medium text-accent underline-offset-4 hover:underline">
            Tüm randevular →
          </Link>
        </div>
        {recentAppointments.length === 0 ? (
          <p className="px-5 py-8 text-center text-stone-400">Henüz randevu yok</p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Son randevular">
            {recentAppointments.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
                <div className="min-w-0">
                  <p className="font-medium">{a.customerName}</p>
                  <p className="text-sm text-stone-400">{a.service}</p>
                </div>
                <div className="flex items-center gap-4">
                  <p className="text-right text-sm text-stone-300">
                    <span className="block">{formatYmdTr(a.date)}</span>
                    <span className="block tabular-nums">{a.time}</span>
                  </p>
                  <StatusBadge status={a.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-ui';
