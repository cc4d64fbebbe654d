/** Property detail page (first version; the full page is being built). */
export default function PropertyPage() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="text-2xl font-semibold">Property</h1>
    </main>
  );
}
