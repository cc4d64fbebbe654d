/** Property detail page (first version; the full page is being built). */
export default function PropertyPage() {
  return (
    <div className="container-page py-6">
      <h1 className="text-2xl font-semibold">Property</h1>
    </div>
  );
}
