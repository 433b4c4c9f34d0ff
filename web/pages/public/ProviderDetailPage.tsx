// STUB: to be replaced by the real page.
export default function ProviderDetailPage() {
  return <h1>ProviderDetailPage</h1>;
}
