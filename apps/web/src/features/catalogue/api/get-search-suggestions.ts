// GET /api/v1/search/suggestions?q= — instant search: up to six localities and six farmhouses
// matching what the guest has typed (PRODUCT.md §2 "instant search"). The server answers from memory
// and lets caches keep an answer for a minute, so this query keeps it as long.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { SearchSuggestions } from '@/types/api';

/** The server refuses longer text (400 VALIDATION_FAILED): no request is made past it. */
export const SUGGEST_QUERY_MAX_CHARS = 60;
/** The server's Cache-Control max-age for these answers. */
export const SUGGESTIONS_STALE_MS = 60_000;

export function getSearchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return apiGet<SearchSuggestions>('/api/v1/search/suggestions', { q }, signal);
}

export function searchSuggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['search', 'suggestions', q] as const,
    // The signal aborts the request a newer keystroke made unnecessary.
    queryFn: ({ signal }) => getSearchSuggestions(q, signal),
    staleTime: SUGGESTIONS_STALE_MS,
    // The last answer stays on screen while the next one loads, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}

/** Suggestions for the typed text; nothing is asked for empty or over-long text. */
export function useSearchSuggestions(q: string, enabled: boolean) {
  return useQuery({
    ...searchSuggestionsQueryOptions(q),
    enabled: enabled && q !== '' && q.length <= SUGGEST_QUERY_MAX_CHARS,
  });
}
