/**
 * /admin/settings card: how many idle hours close a browser session (a studio setting,
 * settings.write; each person's own sessions are on /admin/profil). A plain form read with
 * conform: the message (a wrong number, or a save over a newer one) under the field, what was
 * typed kept.
 */
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { Form } from 'react-router';
import { Field } from '~/ui/admin/field';
import { MAX_IDLE_HOURS, MIN_IDLE_HOURS } from '~/domain/sessions';
import { VERSIONS_FIELD } from '~/domain/versions';

export const IDLE_INTENT = 'session-idle';

export function IdleTimeoutCard({
  idleHours,
  versions,
  lastResult,
  busy,
}: {
  idleHours: number;
  versions: string;
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
}) {
  const [form, fields] = useServerForm({
    id: 'idle-hours-form',
    lastResult,
    defaultValue: { idleHours: String(idleHours) },
  });
  return (
    <div className="rounded-2xl border border-line bg-stone-900 p-5" id="oturumlar">
      <h3 className="text-lg font-semibold">Oturum Zaman Aşımı</h3>
      <p className="mt-1 text-sm text-stone-400">Herkesin kendi açık oturumları Profilim sayfasındadır.</p>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={IDLE_INTENT} />
        {/* the version it was loaded from: a save over a newer one is refused (docs/decisions/0394) */}
        <input type="hidden" name={VERSIONS_FIELD} value={versions} />
        <Field
          label="Oturum zaman aşımı (saat)"
          meta={fields.idleHours}
          type="number"
          min={MIN_IDLE_HOURS}
          max={MAX_IDLE_HOURS}
          hint="Bu kadar saat kullanılmayan tarayıcı oturumu kapanır; her oturum en fazla 14 gün sürer."
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Kaydediliyor...' : 'Süreyi Güncelle'}
        </button>
      </Form>
    </div>
  );
}
