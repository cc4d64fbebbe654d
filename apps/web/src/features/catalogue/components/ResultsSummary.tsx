// "Showing 1–12 of 40 farmhouses", announced politely when results change.
import { formatNumber } from '@/lib/format';
import type { ListMeta } from '@/types/api';
import { i18n } from '@/i18n';
import { useLingui } from '@/i18n/react';
import '../search-messages';

export function resultsSummary(meta: ListMeta, shown: number): string {
  if (meta.total === 0) return i18n._('sr.none');
  const first = (meta.page - 1) * meta.perPage + 1;
  const last = first + shown - 1;
  if (first === 1 && last === meta.total) return i18n._('sr.found', { count: meta.total });
  return i18n._('sr.showing', { first: formatNumber(first), last: formatNumber(last), count: meta.total });
}

export function ResultsSummary({ meta, shown }: { meta: ListMeta; shown: number }) {
  useLingui();
  return (
    <p role="status" className="text-sm font-medium text-ink-700">
      {resultsSummary(meta, shown)}
    </p>
  );
}
