import type { Finding } from '../../../shared/resources/reviewQueue';
import type { MessageKey } from '../../i18n/text';

/** Each finding's name (the compiler keeps it complete when a finding is added). */
export const FINDING_LABELS: Record<Finding, MessageKey> = {
  overdue: 'console.reviewQueue.findings.overdue',
  due_soon: 'console.reviewQueue.findings.due_soon',
  no_coordinates: 'console.reviewQueue.findings.no_coordinates',
  far_from_municipality: 'console.reviewQueue.findings.far_from_municipality',
  no_contact: 'console.reviewQueue.findings.no_contact',
  old_events: 'console.reviewQueue.findings.old_events',
  long_unpublished: 'console.reviewQueue.findings.long_unpublished',
};

/** The sentence of a finding that the organization's page gives with its detail. */
export const FINDING_DETAILS: Partial<Record<Finding, MessageKey>> = {
  overdue: 'console.reviewQueue.details.overdue',
  due_soon: 'console.reviewQueue.details.due_soon',
  far_from_municipality: 'console.reviewQueue.details.far_from_municipality',
  old_events: 'console.reviewQueue.details.old_events',
};
