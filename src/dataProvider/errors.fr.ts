import type { MessageCode } from '../../shared/messages';
import { declaredResources } from '../../shared/resources';

/**
 * The API's messages in French, by code (shared/messages.ts). A param whose text is an English
 * word (a label, a noun, a count of records) is left out of the French wording.
 */
export const frenchErrors: Record<MessageCode, string> = {
  required: 'Obligatoire',
  region_required: 'Ce champ est obligatoire.',
  must_be: 'Valeur non valide',
  must_be_not: 'Type de valeur non valide',
  must_be_text: 'Doit être du texte',
  must_be_true_or_false: 'Doit être vrai ou faux',
  must_be_list: 'Doit être une liste',
  must_be_object: 'Doit être un objet',
  not_a_number: 'Doit être un nombre',
  not_whole: 'Doit être un nombre entier',
  plain_digits: 'Doit être écrit en chiffres, comme 12',
  too_long: 'Doit compter au plus %{max} caractères',
  too_short: 'Doit compter au moins %{min} caractères',
  at_most: 'Doit être inférieur ou égal à %{max}',
  at_least: 'Doit être supérieur ou égal à %{min}',
  between: 'Doit être entre %{min} et %{max}',
  invisible_characters:
    'Les noms ne peuvent pas contenir de caractères invisibles ou de direction du texte.',
  mixed_alphabets:
    'Les noms ne peuvent pas mêler des lettres latines et des lettres semblables d’autres alphabets.',
  control_characters: 'Ne doit pas contenir de caractères de contrôle ni d’Unicode non valide',
  invalid_utf8: 'Doit être du texte UTF-8 valide',
  percent_encoding:
    'Doit être du texte UTF-8 encodé en pourcentage (le signe % s’écrit lui-même %25)',
  invalid_url: 'Doit être une URL http(s) valide',
  invalid_email: 'Doit être une adresse courriel valide',
  invalid_flag: 'Doit être 1 ou 0',
  positive_id: 'Doit être un ID positif',
  invalid_id: 'Doit être un ID valide',
  letters_only: 'Doit contenir uniquement des lettres',
  invalid_date_time: 'Doit être une date et une heure valides',
  invalid_day: 'Doit être une date comme 2026-11-24',
  no_such_day: 'Ce jour n’existe pas dans le calendrier',
  day_or_instant: 'Doit être un jour comme 2026-11-24 ou un instant comme 2026-11-24T09:30:00Z',
  end_before_start: 'La fin ne doit pas précéder le début',
  invalid_version:
    'Doit être un numéro de version comme 2.1.0 : jusqu’à 4 nombres séparés par des points',
  min_version_above: 'Ne doit pas dépasser la version actuelle (%{current})',
  days_not_a_number: 'Doit être un nombre de jours',
  days_not_whole: 'Doit être un nombre entier de jours',
  days_at_least: 'Doit être d’au moins 1 jour',
  days_at_most: 'Doit être d’au plus 36500 jours',
  select_category: 'Veuillez choisir une catégorie',
  select_sponsor: 'Veuillez rechercher et choisir un commanditaire',
  select_participant: 'Veuillez choisir un participant',
  select_role: 'Veuillez choisir un rôle',
  svg_only: 'Veuillez téléverser un fichier SVG',
  stale_token: 'Doit être la valeur updated_at renvoyée par l’API',
  send_once: 'Envoyez ce champ une seule fois',
  invalid_fields: 'Champs non valides : %{fields}',

  no_such_organization: 'Organisme introuvable',
  no_such_event: 'Événement introuvable',
  no_such_category: 'Catégorie introuvable',
  no_such_location: 'Lieu introuvable',
  location_id_with_address: 'Doit être envoyé sans adresse',
  no_such_role: 'Rôle de participation introuvable',
  no_such_country: 'Pays introuvable',
  no_such_state: 'Province introuvable',
  no_such_city: 'Municipalité introuvable',
  category_not_for_events: 'Cette catégorie n’est pas destinée aux événements',
  category_not_for_organizations: 'Cette catégorie n’est pas destinée aux organismes',
  state_not_in_country: 'Cette province n’est pas dans le pays choisi',
  city_not_in_state: 'Cette municipalité n’est pas dans la province choisie',
  location_of_organization: 'Doit être un lieu de cet organisme',
  location_of_event_organization: 'Doit être un lieu de l’organisme de l’événement',
  location_stays: 'Un lieu reste lié à son organisme',
  history_resource: 'Précisez la ressource à laquelle appartient record_id',
  choose_record: 'Choisissez au moins un élément',

  file_too_large: 'Le fichier dépasse %{limit}.',
  one_file_too_large: 'Le fichier dépasse la limite de %{limit}.',
  files_too_large: 'Les fichiers dépassent la limite de %{limit}.',
  file_empty: 'Le fichier est vide.',
  upload_image: 'Veuillez téléverser une image PNG, JPEG, WebP, GIF ou SVG.',
  upload_svg: 'Veuillez téléverser un fichier SVG.',
  svg_doctype: 'Les fichiers SVG ne peuvent pas contenir de DOCTYPE ni de déclarations d’entités.',
  svg_root: 'Le fichier n’est pas une image SVG (son élément racine doit être <svg>).',
  svg_not_well_formed: 'Le fichier n’est pas un document SVG bien formé.',
  svg_undeclared_prefix:
    'Le fichier n’est pas un document SVG bien formé : le préfixe « %{prefix} » n’est pas déclaré.',
  svg_undeclared_entity:
    'Le fichier n’est pas un document SVG bien formé : l’entité &%{entity}; n’est pas déclarée.',
  svg_processing_instruction:
    'Les fichiers SVG ne peuvent pas contenir d’instructions de traitement.',
  svg_external: 'Les fichiers SVG ne peuvent pas faire référence à des ressources externes.',
  svg_import: 'Les fichiers SVG ne peuvent pas importer de feuilles de style.',
  svg_javascript: 'Les fichiers SVG ne peuvent pas contenir d’URL javascript:.',
  svg_script: 'Les fichiers SVG ne peuvent pas contenir de scripts.',
  svg_element: 'Les fichiers SVG ne peuvent pas contenir d’éléments <%{element}>.',
  svg_event_handler:
    'Les fichiers SVG ne peuvent pas contenir d’attributs de gestionnaire d’événements (%{attribute}).',
  svg_attribute: 'Les fichiers SVG ne peuvent pas utiliser l’attribut « %{attribute} ».',
  svg_animation:
    'Les fichiers SVG ne peuvent pas animer des liens ni des gestionnaires d’événements.',

  not_found: 'L’élément demandé est introuvable.',
  no_endpoint: 'Point de terminaison inexistant : %{method} %{path}',
  stale_record:
    'Quelqu’un d’autre a modifié cette fiche. Rechargez-la pour voir la version la plus récente.',
  already_exists: 'Cet élément existe déjà.',
  country_unique: 'Un pays porte déjà ce nom.',
  state_unique: 'Ce pays a déjà une province de ce nom.',
  city_unique: 'Cette province a déjà une municipalité de ce nom.',
  role_unique: 'Un rôle de participation porte déjà ce nom.',
  app_settings_exist:
    'Les paramètres de l’application existent déjà; rechargez la page pour les modifier.',
  sponsorship_exists: 'Cet organisme commandite déjà cet événement.',
  participation_exists: 'Cet organisme participe déjà à cet événement dans ce rôle.',
  region_in_use:
    '%{name} contient encore des régions ou des organismes; supprimez-les ou déplacez-les d’abord.',
  organization_in_use: '%{name} a encore des événements; supprimez-les d’abord.',
  location_in_use: 'Des événements ont encore lieu à %{name}; donnez-leur d’abord un autre lieu.',
  role_in_use_one: 'Un participant a le rôle %{name}; retirez-le d’abord.',
  role_in_use_many: 'Des participants ont le rôle %{name}; retirez-les d’abord.',
  restore_parent_deleted:
    '« %{name} » appartient à « %{parent} », qui est supprimé : restaurez-le d’abord.',
  restore_reference_deleted:
    '« %{name} » utilise « %{reference} », qui est dans la corbeille : restaurez d’abord « %{reference} ».',
  restore_clash:
    'Un élément actif a les mêmes données que « %{name} » : renommez-le ou supprimez-le, puis restaurez celui-ci.',
  bulk_batch_unknown: 'Aucune de vos actions groupées ne porte le numéro %{batch}.',
  bulk_undo_done: 'Cette action groupée a déjà été annulée.',
  bulk_undo_changed:
    '« %{name} » a été modifié depuis cette action groupée : rien n’a été annulé, afin de garder cette modification.',
  bulk_undo_refused: '« %{name} » ne peut pas être remis comme avant : rien n’a été annulé.',
  history_entry_unknown: 'Aucune entrée de l’historique ne porte le numéro %{entry}.',
  revert_changed_since:
    'Modifié de nouveau depuis cette modification : %{fields}. Rien n’a été rétabli, afin de garder la modification plus récente.',
  revert_file_gone:
    'Le fichier %{file} que cette modification a remplacé n’existe plus : rien n’a été rétabli.',
  revert_record_deleted:
    'Cet élément est supprimé : restaurez-le depuis la corbeille avant d’annuler ses modifications.',
  revert_create: 'Une création ne peut pas être annulée : supprimez plutôt l’élément.',
  revert_delete:
    'Une suppression ne peut pas être annulée : restaurez plutôt l’élément depuis la corbeille.',
  revert_restore: 'Une restauration ne peut pas être annulée : supprimez plutôt l’élément.',
  revert_not_settable:
    'Cette modification ne peut pas être annulée ici (%{fields}) : modifiez plutôt l’élément.',
  duplicate_pair_unknown: 'Il n’y a aucune paire de doublons possibles nº %{id}.',
  merge_other_needed: 'Choisissez l’organisme à fusionner avec celui-ci.',
  merge_token_needed:
    'Envoyez la valeur updated_at que l’API a renvoyée, afin qu’aucune modification ne se perde.',
  merge_unknown_fields: 'Une fusion ne choisit pas ces champs : %{fields}.',
  merge_self: 'Un organisme ne peut pas être fusionné avec lui-même : choisissez-en un autre.',
  merge_other_unknown:
    'Aucun organisme actif ne porte le numéro %{id} pour être fusionné avec celui-ci.',
  merge_other_changed:
    '« %{name} » a été modifié par quelqu’un d’autre. Rechargez les deux fiches pour voir leur dernière version.',
  merge_no_image: 'L’autre organisme n’a pas de %{image} à reprendre : gardez celle-ci.',
  merge_unknown: 'Aucune fusion ne porte le numéro %{merge}.',
  merge_reverted: 'Cette fusion a déjà été annulée.',
  merge_changed_since:
    '« %{name} » (%{noun}) a été modifié depuis la fusion (%{change}) : rien n’a été annulé, afin de garder cette modification.',
  restore_merged_away:
    'Cet organisme a été fusionné avec « %{name} » (n° %{id}) : annulez plutôt la fusion depuis l’historique.',

  already_administrator: '%{email} est déjà administrateur.',
  revoke_yourself:
    'Vous ne pouvez pas révoquer vos propres droits : demandez à un autre administrateur de le faire.',
  last_administrator: 'Le dernier administrateur ne peut pas être révoqué.',

  saved_view_name_taken:
    'Vous avez déjà une vue de ce nom sur cette liste : choisissez un autre nom.',
  saved_view_not_yours:
    'Seule la personne qui a enregistré la vue « %{name} » peut la modifier ou la supprimer.',
  saved_view_params_too_large:
    'Les filtres et l’ordre d’une vue doivent tenir en %{max} Ko au plus.',
  saved_view_params_keys: 'Ne doit contenir que filter, sort, order et perPage',

  sign_in: 'Connectez-vous pour continuer.',
  no_session_token:
    'Connectez-vous pour continuer : la requête ne contient aucun jeton de session.',
  bad_authorization: 'L’en-tête Authorization doit être de la forme « Bearer <jeton de session> ».',
  session_invalid: 'Le jeton de session n’est pas valide. Reconnectez-vous.',
  session_signed_out: 'Cette session a été fermée. Reconnectez-vous.',
  session_expired: 'Votre session a expiré. Reconnectez-vous.',
  no_longer_administrator: 'Ce compte n’est plus administrateur du répertoire.',
  not_administrator: 'Ce compte n’est pas administrateur du répertoire.',
  role_viewer:
    'Votre rôle, lecteur, vous permet de consulter et d’exporter le répertoire, mais pas de le modifier.',
  role_administrators_only_see: 'Seuls les administrateurs peuvent consulter ces données.',
  role_administrators_only_change: 'Seuls les administrateurs peuvent modifier ces données.',
  role_unlimited_editors_only:
    'Vos modifications sont limitées à une région : seuls les éditeurs sans limite et les administrateurs peuvent modifier ces données.',
  role_outside_region:
    'Vos modifications sont limitées à %{region} : ce qui est situé ailleurs ne peut pas être modifié.',
  local_sign_in_unknown:
    'Personne ne peut se connecter en tant que %{email} : ajoutez d’abord cette personne dans la gestion des utilisateurs.',
  own_role:
    'Vous ne pouvez pas changer votre propre rôle ni vos limites : demandez-le à un autre administrateur.',
  last_administrator_role: 'Le dernier administrateur ne peut pas recevoir un autre rôle.',
  limits_for_editors: 'Seul un éditeur peut être limité à des provinces ou des municipalités.',
  local_sign_in_loopback:
    'La connexion locale n’est possible qu’à une adresse de bouclage (localhost ou 127.0.0.1).',
  sign_in_token_expired: 'Le jeton de connexion a expiré.',
  sign_in_token_audience:
    'Le jeton de connexion n’a pas été émis pour cette application (%{claim}).',
  sign_in_token_untrusted: 'Le jeton de connexion n’est pas signé par une clé de confiance.',
  sign_in_token_invalid: 'Le jeton de connexion n’est pas valide.',
  sign_in_token_no_email: 'Le jeton de connexion ne contient aucune adresse courriel.',
  sign_in_email_unverified: 'L’adresse courriel du compte n’est pas vérifiée.',
  sign_in_unavailable: 'La connexion ne peut pas être vérifiée pour le moment. Réessayez sous peu.',
  sign_ins_from_address_one:
    'Trop de connexions échouées depuis cette adresse. Réessayez dans %{minutes} minute.',
  sign_ins_from_address_many:
    'Trop de connexions échouées depuis cette adresse. Réessayez dans %{minutes} minutes.',
  sign_ins_for_account_one:
    'Trop de connexions échouées pour ce compte. Réessayez dans %{minutes} minute.',
  sign_ins_for_account_many:
    'Trop de connexions échouées pour ce compte. Réessayez dans %{minutes} minutes.',

  body_incomplete: 'Le corps de la requête n’a pas été reçu en entier.',
  body_not_json: 'Le corps de la requête n’est pas du JSON valide.',
  body_not_object: 'Le corps de la requête doit être un objet JSON.',
  form_unreadable:
    'Les données du formulaire sont illisibles : elles sont mal formées ou incomplètes.',
  form_too_many_fields: 'Les données du formulaire comptent plus de %{max} champs.',
  body_too_deep:
    'Le corps de la requête imbrique des listes ou des objets sur plus de %{max} niveaux.',
  body_too_many_values: 'Le corps de la requête contient plus de %{max} valeurs.',
  body_invalid_utf8: 'Le corps de la requête n’est pas du texte UTF-8 valide.',
  body_encoding: 'Envoyez le corps de la requête en %{expected}.',
  body_too_large: 'Le corps de la requête dépasse la limite de %{limit} Mo.',
  upload_body_too_large:
    'Le corps de la requête dépasse la limite de %{limit} Mo (au plus %{per_file} Mo par fichier).',

  request_unprocessable: 'La requête n’a pas pu être traitée.',
  server_fault: 'Une erreur s’est produite sur le serveur. Réessayez plus tard.',
  database_busy:
    'La base de données est occupée et n’a pas pu répondre à temps. Réessayez dans un instant.',
  database_conflict:
    'D’autres modifications des mêmes fiches ont gêné celle-ci, rien n’a donc été enregistré. Réessayez dans un instant.',
  server_starting: 'Le serveur démarre : il prépare la base de données. Réessayez dans un instant.',
  not_ready_starting: 'Pas prêt : le serveur prépare encore la base de données (migrations).',
  not_ready_stopping: 'Pas prêt : le serveur s’arrête.',
  not_ready_unreachable: 'Pas prêt : la base de données est injoignable.',
  import_not_csv:
    'Ce fichier n’est pas un fichier CSV : envoyez du texte séparé par des virgules ou des points-virgules.',
  import_no_header: 'Le fichier n’a pas de ligne d’en-tête nommant ses colonnes.',
  import_unreadable: 'Le fichier n’a pas pu être lu comme CSV vers la ligne %{line}.',
  import_too_many_rows:
    'Le fichier compte plus de %{max} lignes : divisez-le en fichiers plus petits.',
  import_mapping_unreadable:
    'La correspondance doit être un objet : chaque colonne du fichier vers un champ.',
  import_mapping_field:
    'La colonne %{column} correspond à %{field}, un champ qu’une importation ne remplit pas.',
  import_mapping_twice: 'Le champ %{field} est rempli par plus d’une colonne.',
  import_unknown: 'Aucune importation %{id} à votre nom.',
  import_not_confirmable: 'Cette importation ne peut pas être confirmée : son état est %{state}.',
  import_not_revertable: 'Cette importation ne peut pas être annulée : son état est %{state}.',
  import_changed_since:
    'L’importation ne peut pas être annulée : %{name} (n° %{id}) a changé depuis. Rétablissez-le à la main, ou annulez d’abord ce changement.',
  import_unknown_id: 'Aucun organisme actif n’a cet identifiant.',
  import_repeated_id: 'La ligne %{line} a aussi cet identifiant : une ligne par organisme.',
  import_failed: 'L’importation s’est arrêtée à la ligne %{line} : %{reason}',
  import_revert_stopped:
    'L’annulation s’est arrêtée à la ligne %{line} : %{reason}. Les lignes suivantes sont déjà rétablies; défaites l’importation de nouveau pour terminer.',
  import_upload_cut: 'Le fichier a cessé d’arriver avant sa fin : importez-le de nouveau.',
};

/**
 * The declared resources' own messages in French, by their code (`declaredMessages` in
 * shared/messages.ts), from the French each declaration gives; a test checks that every declared
 * code has one.
 */
export const frenchDeclaredErrors: Record<string, string> = Object.fromEntries(
  declaredResources.flatMap(({ name, fr }) =>
    Object.entries(fr.messages ?? {}).map(([code, text]) => [`${name}.${code}`, text]),
  ),
);

/** The API's messages in French, under `errors.<code>`. */
export const frenchErrorCatalogue = { ...frenchErrors, ...frenchDeclaredErrors };
