/** Safety page (first version). */
export default function SafetyPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-semibold">Safety</h1>
    </main>
  );
}
