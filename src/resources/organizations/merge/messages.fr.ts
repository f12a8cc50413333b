import type { SameKeys } from '../../../i18n/messages';
import type { en } from './messages.en';

/** The merge of two organizations' texts in French. */
export const fr: SameKeys<typeof en> = {
  merge_with: 'Fusionner avec…',
  pick_title: 'Fusionner « %{name} » avec un autre organisme',
  pick_intro:
    'Choisissez le doublon de cet organisme. À l’écran suivant, vous choisirez, champ par champ, les valeurs que cette fiche garde.',
  other: 'L’autre organisme',
  same_record: 'Choisissez un autre organisme que celui-ci.',
  next: 'Comparer',
  title: 'Fusionner des organismes',
  intro:
    '« %{kept} » est conservé. Choisissez la valeur qu’il garde pour chaque champ; « %{other} » ira ensuite à la corbeille.',
  kept: 'Conservé : %{name} (n° %{id})',
  merged_away: 'Va à la corbeille : %{name} (n° %{id})',
  keep_this: 'Garder',
  take_other: 'Prendre celle de l’autre',
  no_image_to_take: 'L’autre organisme n’a pas d’image à reprendre.',
  moves_title: 'Ce qui passe à « %{kept} »',
  moves: {
    locations: '%{smart_count} lieu |||| %{smart_count} lieux',
    events: '%{smart_count} événement |||| %{smart_count} événements',
    sponsorships: '%{smart_count} commandite |||| %{smart_count} commandites',
    event_participants: '%{smart_count} participation |||| %{smart_count} participations',
  },
  moves_note:
    'Une commandite ou une participation que « %{kept} » a déjà pour le même événement n’est pas doublée : elle va à la corbeille avec « %{other} ».',
  merge: 'Fusionner',
  confirm_title: 'Fusionner ces organismes?',
  confirm_question:
    '« %{other} » ira à la corbeille et ses fiches passeront à « %{kept} ». Vous pourrez défaire toute la fusion depuis l’historique.',
  merged: '« %{other} » a été fusionné avec « %{kept} ».',
  failed: 'Les organismes n’ont pas pu être fusionnés.',
  load_failed: 'Les organismes n’ont pas pu être chargés.',
  history: {
    part_of: 'Fait partie de la fusion n° %{id}',
    reverted: 'Fait partie de la fusion n° %{id} (annulée)',
    revert: 'Défaire la fusion',
    revert_label: 'Défaire la fusion n° %{id}',
    revert_title: 'Défaire cette fusion?',
    revert_question:
      'L’organisme fusionné revient de la corbeille, ses fiches lui reviennent et les champs de l’organisme conservé reprennent leurs valeurs. Refusé si l’un d’eux a été modifié depuis.',
    revert_answered: 'La fusion a été annulée.',
    revert_failed: 'La fusion n’a pas pu être défaite.',
  },
};
