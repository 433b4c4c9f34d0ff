// STUB: to be replaced by the real page.
export default function FaqPage() {
  return <h1>FaqPage</h1>;
}
