/** Page not found page (first version). */
export default function NotFoundPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-semibold">Page not found</h1>
    </main>
  );
}
