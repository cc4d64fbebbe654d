// Placeholder replaced in the next commits.
export default function Page() {
  return <h1 className="container-page py-10 text-3xl">Hyderabad Escapes</h1>;
}
