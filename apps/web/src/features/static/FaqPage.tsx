/** Frequently asked questions page (first version). */
export default function FaqPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-semibold">Frequently asked questions</h1>
    </main>
  );
}
