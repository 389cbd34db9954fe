import type { BackupView } from '~/domain/replication';

/**
 * The dashboard's line about the off-site copy (docs/decisions/0323): "Son yedek: … önce",
 * and a warning when the copy is more than the threshold behind or the replicator is down.
 * Rendered on the server: a reload shows the state as it is now.
 */
export function BackupStatus({ backup }: { backup: BackupView }) {
  if (backup.warning) {
    return (
      <div
        role="alert"
        data-backup-warning
        className="mb-6 rounded-2xl border border-amber-400/60 bg-amber-950/40 px-5 py-4 text-amber-100"
      >
        <p className="font-semibold">{backup.line}</p>
        <p className="mt-1 text-sm">{backup.warning}</p>
      </div>
    );
  }
  return (
    <p data-backup-status className={`mb-6 text-sm ${backup.enabled ? 'text-stone-300' : 'text-stone-400'}`}>
      {backup.line}
    </p>
  );
}
