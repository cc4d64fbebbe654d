// The editor's way to the listing's preview page. The preview reads the saved listing, so what is
// typed is saved first; if that fails, the leave guard (./LeaveGuard) asks as for any other link.
import { Link, useNavigate } from 'react-router';
import { Eye } from 'lucide-react';
import { ownerPaths } from '@/config/owner-paths';
import { useLingui } from '@/i18n/react';
import '../messages';

export function PreviewLink({ id, flush }: { id: number; flush: () => Promise<boolean> }) {
  const navigate = useNavigate();
  const { _ } = useLingui();
  const to = ownerPaths.previewListing(id);
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline"
      onClick={(event) => {
        // A new tab or window opens the saved listing as it is.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void flush().then(() => navigate(to));
      }}
    >
      <Eye aria-hidden="true" className="size-4" />
      {_('owner.listings.preview')}
    </Link>
  );
}
