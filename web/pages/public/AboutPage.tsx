// STUB: to be replaced by the real page.
export default function AboutPage() {
  return <h1>AboutPage</h1>;
}
