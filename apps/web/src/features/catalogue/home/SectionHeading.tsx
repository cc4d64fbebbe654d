// Heading block shared by the home page sections.
import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  action,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>}
        <h2 id={id} className="mt-1 text-3xl font-semibold text-ink-900 sm:text-4xl">
          {title}
        </h2>
        {children && <div className="mt-2 text-ink-700">{children}</div>}
      </div>
      {action}
    </div>
  );
}
