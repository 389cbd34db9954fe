/**
 * What the signed-in account may do on the appointment screen, as its components need to
 * know it (docs/decisions/0381): the route's loader works it out from the session's
 * permissions (the server checks every action again); the screen hands it down through this
 * context. Without a provider (another screen that shows an appointment's controls, e.g. the
 * customer card) everything is offered, as before roles.
 */
import { createContext, useContext } from 'react';

export type AppointmentAbilities = {
  /** appointments.write: create, edit, move, delete, any status */
  write: boolean;
  /** appointments.status.own: confirm, complete, no-show on her own */
  ownStatus: boolean;
  /** appointments.notes.own: add a note to her own */
  notes: boolean;
  /** every artist's appointments (else her own, the others as 'Dolu') */
  allAppointments: boolean;
  /** waitlist.manage */
  waitlist: boolean;
  /** customers.read: the customer card link */
  customers: boolean;
  /** history.read: the appointment's 'Geçmiş' (an artist: her own) */
  history: boolean;
};

export const FULL_ABILITIES: AppointmentAbilities = {
  write: true,
  ownStatus: true,
  notes: true,
  allAppointments: true,
  waitlist: true,
  customers: true,
  history: true,
};

export const AbilitiesContext = createContext<AppointmentAbilities>(FULL_ABILITIES);

export function useAbilities(): AppointmentAbilities {
  return useContext(AbilitiesContext);
}
