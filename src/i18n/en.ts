import englishMessages from 'ra-language-english';
import { englishErrors } from '../dataProvider/errors.en';
import { byFolder, type Catalogue, withConsoleWording } from './messages';

/**
 * The console's own English texts, exactly as the spec writes them, beside react-admin's: each
 * folder's `messages.en.ts`, under `console.<the folder's name>`. A declared resource's names and
 * field labels are not repeated here: its declaration (shared/resources) gives them, and the
 * `resources.<name>` keys of other languages translate them.
 */
export const consoleEnglish: Catalogue = {
  console: byFolder(
    import.meta.glob<Catalogue>('../**/messages.en.ts', { eager: true, import: 'en' }),
  ),
};

export const english: Catalogue = {
  ...withConsoleWording(englishMessages, {
    sortBy: 'Sort by %{field} %{order}',
    bulkActions: '1 record selected |||| %{smart_count} records selected',
    selectAll: 'Select every match',
  }),
  ...consoleEnglish,
  errors: englishErrors,
};
