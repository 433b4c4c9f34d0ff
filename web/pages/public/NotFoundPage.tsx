// STUB: to be replaced by the real page.
export default function NotFoundPage() {
  return <h1>NotFoundPage</h1>;
}
