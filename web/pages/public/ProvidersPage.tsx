// STUB: to be replaced by the real page.
export default function ProvidersPage() {
  return <h1>ProvidersPage</h1>;
}
