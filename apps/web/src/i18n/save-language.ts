// PUT /api/v1/users/me/language {language} (typed here until src/types/schema.d.ts has it).
import { apiRequest } from '@/lib/api-client';
import type { Language } from './languages';

export function saveLanguage(language: Language): Promise<void> {
  return apiRequest<{ user: unknown }>('/api/v1/users/me/language', { method: 'PUT', body: { language } }).then(
    () => undefined,
    (error: unknown) => console.warn('[i18n] language not saved on the server', error),
  );
}
