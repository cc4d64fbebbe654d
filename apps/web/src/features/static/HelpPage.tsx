/** Help page (first version). */
export default function HelpPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-semibold">Help</h1>
    </main>
  );
}
