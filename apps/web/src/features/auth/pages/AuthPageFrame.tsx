// A narrow card for the sign-in pages, readable on a 360 px phone.
import type { ReactNode } from 'react';

export function AuthPageFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="container-page flex justify-center py-8 sm:py-14">
      <div className="w-full max-w-md rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="font-display text-2xl font-semibold text-ink-900">{title}</h1>
        {intro && <div className="mt-2 text-sm text-ink-700">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
