/** Terms of Service page (first version). */
export default function TermsPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-semibold">Terms of Service</h1>
    </main>
  );
}
