// A titled card on the profile and settings pages.
import { useId, type ReactNode } from 'react';

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-ink-900">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-ink-600">{description}</div>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
