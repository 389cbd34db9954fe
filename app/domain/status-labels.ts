/**
 * Appointment status labels (interim: replaced by app/domain/appointment-status.ts of the
 * admin work once merged).
 */
import type { AppointmentStatus } from '../../db/schema';

export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: 'Bekliyor',
  confirmed: 'Onaylandı',
  completed: 'Tamamlandı',
  cancelled: 'İptal',
};
