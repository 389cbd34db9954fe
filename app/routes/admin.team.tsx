import { adminMeta, adminTab } from '~/components/admin/admin-tabs';
import { AdminPlaceholder } from '~/components/admin/admin-ui';
import { requireAdmin } from '~/models/auth.server';
import type { Route } from './+types/admin.team';

// Placeholder until this tab's issue replaces the file; the guard stays.
const tab = adminTab('/admin/team');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export default function AdminPlaceholderScreen() {
  return <AdminPlaceholder title={tab.label} />;
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-ui';
