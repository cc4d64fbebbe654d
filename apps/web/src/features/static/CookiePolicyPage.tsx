/** Cookie Policy page (first version). */
export default function CookiePolicyPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-semibold">Cookie Policy</h1>
    </main>
  );
}
