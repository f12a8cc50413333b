import type { Catalogue } from '../../../i18n/messages';

/** The merge of two organizations' texts in English, under `console.merge`. */
export const en = {
  /** The "Merge with…" action on an organization's page. */
  merge_with: 'Merge with…',
  pick_title: 'Merge “%{name}” with another organization',
  pick_intro:
    'Choose the duplicate of this organization. On the next screen you pick, field by field, which values this record keeps.',
  other: 'The other organization',
  same_record: 'Choose another organization than this one.',
  next: 'Compare',
  /** The side-by-side screen. */
  title: 'Merge organizations',
  intro:
    '“%{kept}” is kept. Choose which value it keeps for each field; “%{other}” then goes to the Trash.',
  kept: 'Kept: %{name} (#%{id})',
  merged_away: 'Goes to the Trash: %{name} (#%{id})',
  keep_this: 'Keep',
  take_other: 'Take the other’s',
  no_image_to_take: 'The other organization has no image to take.',
  moves_title: 'What moves to “%{kept}”',
  moves: {
    locations: '%{smart_count} location |||| %{smart_count} locations',
    events: '%{smart_count} event |||| %{smart_count} events',
    sponsorships: '%{smart_count} sponsorship |||| %{smart_count} sponsorships',
    event_participants: '%{smart_count} participation |||| %{smart_count} participations',
  },
  moves_note:
    'A sponsorship or participation that “%{kept}” already has on the same event is not doubled: it goes to the Trash with “%{other}”.',
  merge: 'Merge',
  confirm_title: 'Merge these organizations?',
  confirm_question:
    '“%{other}” goes to the Trash and its records move to “%{kept}”. You can revert the merge as a whole from the history.',
  merged: '“%{other}” was merged into “%{kept}”.',
  failed: 'The organizations could not be merged.',
  load_failed: 'The organizations could not be loaded.',
  /** The history's entries of a merge. */
  history: {
    part_of: 'Part of merge #%{id}',
    reverted: 'Part of merge #%{id} (reverted)',
    revert: 'Revert merge',
    revert_label: 'Revert merge #%{id}',
    revert_title: 'Revert this merge?',
    revert_question:
      'The merged-away organization comes back from the Trash, its records move back to it, and the kept organization’s fields are set back. Refused if any of them has changed since.',
    revert_answered: 'The merge was reverted.',
    revert_failed: 'The merge could not be reverted.',
  },
} satisfies Catalogue;
