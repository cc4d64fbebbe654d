// "Showing 1–12 of 40 farmhouses", announced politely when results change.
import { formatNumber, plural } from '@/lib/format';
import type { ListMeta } from '@/types/api';

export function resultsSummary(meta: ListMeta, shown: number): string {
  if (meta.total === 0) return 'No farmhouses found';
  const first = (meta.page - 1) * meta.perPage + 1;
  const last = first + shown - 1;
  if (first === 1 && last === meta.total) return `${plural(meta.total, 'farmhouse')} found`;
  return `Showing ${formatNumber(first)}–${formatNumber(last)} of ${plural(meta.total, 'farmhouse')}`;
}

export function ResultsSummary({ meta, shown }: { meta: ListMeta; shown: number }) {
  return (
    <p role="status" className="text-sm font-medium text-ink-700">
      {resultsSummary(meta, shown)}
    </p>
  );
}
