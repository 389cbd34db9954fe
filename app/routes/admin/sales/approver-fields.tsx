/**
 * The approver's e-mail and password, asked when a change touches a closed day and the one
 * signed in does not hold `takings.approve` (docs/decisions/0451): the void and refund forms.
 */
import { LEDGER_MESSAGES } from '~/domain/ledger';
import { inputClass } from '~/ui/admin/content-table';

export function ApproverFields({ email }: { email?: string }) {
  return (
    <fieldset className="rounded-xl border border-amber-700 bg-amber-950/30 p-3" data-testid="approver-fields">
      <legend className="px-1 text-sm font-semibold text-amber-100">Sahip veya Yönetici onayı</legend>
      <p className="text-sm text-amber-100">{LEDGER_MESSAGES.approvalRequired}</p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <label className="text-sm font-medium">
          Onaylayanın e-postası
          <input
            name="approverEmail"
            type="email"
            autoComplete="off"
            defaultValue={email ?? ''}
            className={inputClass}
          />
        </label>
        <label className="text-sm font-medium">
          Onaylayanın şifresi
          <input name="approverPassword" type="password" autoComplete="off" className={inputClass} />
        </label>
      </div>
    </fieldset>
  );
}
