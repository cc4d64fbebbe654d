// The listing editor's catalogs: English in the editor's chunk, Telugu and Hindi fetched when
// active. Imported for its effect by every editor file that shows this area's text.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/owner-editor.json?lingui';

defineCatalog('owner-editor', messages, {
  te: () => import('@/locales/te/owner-editor.json?lingui'),
  hi: () => import('@/locales/hi/owner-editor.json?lingui'),
});
