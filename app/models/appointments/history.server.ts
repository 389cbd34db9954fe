/**
 * An appointment's "Geçmiş" (issue 26 item 3; docs/decisions/0390): its own history rows and
 * those of the sales made for it ('Ödeme alındı', 'Satış iptal edildi'), oldest first.
 */
import { eq } from 'drizzle-orm';
import { sales } from '../../../db/schema';
import type { AuditEntry } from '../../domain/audit';
import { recordsHistory } from '../audit/history.server';
import type { DbOrTx } from '../db.server';

export function appointmentHistory(db: DbOrTx, appointmentId: number): AuditEntry[] {
  const saleIds = db
    .select({ id: sales.id })
    .from(sales)
    .where(eq(sales.appointmentId, appointmentId))
    .all()
    .map((s) => s.id);
  return recordsHistory(db, [
    { entity: 'appointment', ids: [appointmentId] },
    { entity: 'sale', ids: saleIds },
  ]);
}
