import type { Catalogue } from '../../i18n/messages';

/** The review queue's texts in English, under `console.reviewQueue`. */
export const en = {
  title: 'Review queue',
  start: 'Start reviewing',
  filters: {
    province: 'Province',
    municipality: 'Municipality',
    municipality_hint: 'Choose a province first',
    category: 'Category',
    finding: 'Finding',
    none_found: 'No municipality found',
    no_province: 'No province or state found',
  },
  columns: {
    name: 'NAME',
    city: 'MUNICIPALITY',
    state: 'PROVINCE',
    category: 'CATEGORY',
    last_verified: 'LAST VERIFIED',
    findings: 'FINDINGS',
  },
  /** Why a listing is in the queue, by finding code (shared/resources/reviewQueue.ts). */
  findings: {
    overdue: 'Overdue for verification',
    due_soon: 'Due for verification soon',
    no_coordinates: 'No coordinates',
    far_from_municipality: 'Far from its municipality',
    no_contact: 'No website, e-mail or phone',
    old_events: 'Published events ended long ago',
    long_unpublished: 'Unpublished for a long time',
  },
  /** A finding with its detail, on the organization's page. */
  details: {
    overdue: 'Overdue for verification since %{date}',
    due_soon: 'Due for verification on %{date}',
    far_from_municipality: '%{km} km from its municipality',
    old_events: 'A published event ended on %{date}',
  },
  open_findings: 'Open findings',
  no_findings: 'No open findings.',
  findings_failed: 'The findings could not be loaded.',
  phone_verified: 'verified %{date}',
  edit: 'Edit',
  unpublish: 'Unpublish',
  unpublish_label: 'Unpublish %{name}',
  unpublished: '“%{name}” unpublished.',
  unpublish_failed: 'Not unpublished: %{reason}',
  no_answer: 'The server did not answer.',
  empty: 'Nothing to review in this queue.',
  done: 'That was the last listing of the queue.',
  bar: {
    label: 'Review',
    reviewing: 'Reviewing “%{name}”',
    next: 'Next',
    stop: 'Stop',
  },
} satisfies Catalogue;
