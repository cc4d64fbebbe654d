// Shown while a page's code loads on the first visit.
export function PageLoading() {
  return (
    <div className="container-page py-16" role="status" aria-live="polite">
      <span className="sr-only">Loading…</span>
      <div className="skeleton h-8 w-2/3 max-w-md" />
      <div className="skeleton mt-4 h-4 w-full max-w-xl" />
      <div className="skeleton mt-2 h-4 w-5/6 max-w-lg" />
    </div>
  );
}
