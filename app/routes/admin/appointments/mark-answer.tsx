/**
 * Without JavaScript: the answer of a mark form ('Geldi', 'Gelmedi') that did not go through,
 * one dialog for both routes.
 */
import { Link } from 'react-router';
import { Dialog } from '~/ui/admin/dialog';
import { useListBack } from '~/routes/admin/appointments/paths';
import type { NoShowActionData } from './types';
import type { NetworkFailure } from '~/ui/network-guard';
import { FormAlert } from '~/ui/admin/form-alert';

export function MarkAnswer({ actionData }: { actionData: NoShowActionData | NetworkFailure | undefined }) {
  const back = useListBack();
  if (!actionData || actionData.ok || actionData.kind === 'network') return null;
  return (
    <Dialog headingLevel={2} title="İşaret kaydedilemedi" closeTo={back}>
      <FormAlert>{actionData.message}</FormAlert>
      <Link to={back} className="btn-ghost mt-4">
        Randevulara Dön
      </Link>
    </Dialog>
  );
}
