/**
 * Reviews on the site (decision 0122): a completed survey answer may be shown on the home page
 * only when the customer ticked the consent box on the survey page (stored with the time,
 * the privacy notice's version and the IP, like the booking consent) and the admin approved
 * it. An answer without consent can never be approved.
 */
import type { ReviewStatus } from '../../db/schema';
import { roundToOneDecimal } from './surveys';

export const REVIEW_CONSENT_FIELD = 'yorumIzni';
export const REVIEW_CONSENT_TEXT =
  'Yanıtlarımın adım ve soyadımın baş harfiyle (örneğin “Ayşe K.”) sitede müşteri yorumu olarak gösterilmesine izin veriyorum.';
export const REVIEW_CONSENT_HINT =
  'İsteğe bağlıdır; işaretlemezseniz yanıtlarınız yalnızca stüdyomuz tarafından görülür.';
export const NO_CONSENT_MESSAGE = 'Bu yanıt onaylanamaz: müşteri, yanıtının sitede gösterilmesine izin vermedi.';
export const NOT_COMPLETED_MESSAGE = 'Yanıtlanmamış bir anket sitede gösterilemez.';
export const HOME_REVIEWS = 3;

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Onay bekliyor',
  approved: 'Sitede gösteriliyor',
  hidden: 'Gizli',
};

/** "Ayşe Nur Kaya" -> "Ayşe Nur K."; a single name stays as it is. */
export function reviewerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Müşterimiz';
  if (parts.length === 1) return parts[0]!;
  const last = parts.at(-1)!;
  return `${parts.slice(0, -1).join(' ')} ${last.charAt(0).toLocaleUpperCase('tr-TR')}.`;
}

export type ReviewDecision = { ok: true } | { ok: false; message: string };

/** Whether the admin may set `status` on a survey answer. Hiding is always allowed. */
export function reviewDecision(
  survey: { isCompleted: boolean; reviewConsentAt: Date | null },
  status: ReviewStatus,
): ReviewDecision {
  if (status !== 'approved') return { ok: true };
  if (!survey.isCompleted) return { ok: false, message: NOT_COMPLETED_MESSAGE };
  if (!survey.reviewConsentAt) return { ok: false, message: NO_CONSENT_MESSAGE };
  return { ok: true };
}

/** One answer's rating: the mean of its rating questions, one decimal (null without any). */
export function answerRating(ratings: (number | null)[]): number | null {
  const given = ratings.filter((r): r is number => r !== null);
  return given.length ? roundToOneDecimal(given.reduce((a, b) => a + b, 0) / given.length) : null;
}
