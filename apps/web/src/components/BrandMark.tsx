// The Hyderabad Escapes logo mark (a farmhouse roof), decorative next to the brand name.
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path d="M12 34 32 16l20 18v16a2 2 0 0 1-2 2H38V38H26v14H14a2 2 0 0 1-2-2z" fill="#fff7ed" />
    </svg>
  );
}
