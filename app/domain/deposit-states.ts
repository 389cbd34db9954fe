/**
 * The kapora's states, their Turkish names and badges (issue 38; docs/decisions/0461): apart
 * from app/domain/deposits.ts (the policy's zod schema) so the day and week views import them
 * without zod (docs/decisions/0474).
 */

/**
 * A kapora's state: awaiting (Kapora bekleniyor), paid (alındı), refund-due (iade edilecek:
 * a card refund the job sends, or a transfer the desk sends back), refunded (iade edildi),
 * kept (tutuldu: a no-show or a late cancellation), applied (satışa düşüldü at checkout),
 * expired (unpaid at its deadline: the appointment was cancelled), void (the appointment was
 * cancelled before anything was paid).
 */
export const DEPOSIT_STATUSES = [
  'awaiting',
  'paid',
  'refund_due',
  'refunded',
  'kept',
  'applied',
  'expired',
  'void',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = {
  awaiting: 'Kapora bekleniyor',
  paid: 'Kapora alındı',
  refund_due: 'Kapora iade edilecek',
  refunded: 'Kapora iade edildi',
  kept: 'Kapora tutuldu',
  applied: 'Kapora ödemeye düşüldü',
  expired: 'Kapora ödenmedi (süre doldu)',
  void: 'Kapora gerekmiyor (iptal)',
};

/**
 * The kapora's badge on a block of the day and week views and on the day's list: the four
 * states the desk acts on (bekleniyor, alındı, iade, tutuldu). Applied to a sale, expired or
 * void: no badge (the sale's own ₺ says the rest, a cancelled block says it is gone).
 */
export const DEPOSIT_BADGES: Partial<Record<DepositStatus, { symbol: string; label: string }>> = {
  awaiting: { symbol: 'K…', label: DEPOSIT_STATUS_LABELS.awaiting },
  paid: { symbol: 'K✓', label: DEPOSIT_STATUS_LABELS.paid },
  refund_due: { symbol: 'K↩', label: DEPOSIT_STATUS_LABELS.refund_due },
  refunded: { symbol: 'K↩', label: DEPOSIT_STATUS_LABELS.refunded },
  kept: { symbol: 'K⊘', label: DEPOSIT_STATUS_LABELS.kept },
};
