import type { DuplicateReason } from '../../../shared/resources/duplicates';
import type { MessageKey } from '../../i18n/text';

/** Each reason's words (the compiler keeps it complete when a reason is added). */
export const REASON_LABELS: Record<DuplicateReason, MessageKey> = {
  name: 'console.duplicates.reasons.name',
  phone: 'console.duplicates.reasons.phone',
  email: 'console.duplicates.reasons.email',
  website: 'console.duplicates.reasons.website',
};

/** A candidate's or a pair's reasons in words, in their order. */
export const reasonsText = (
  reasons: readonly DuplicateReason[],
  translate: (key: string) => string,
) => reasons.map((reason) => translate(REASON_LABELS[reason])).join(', ');
