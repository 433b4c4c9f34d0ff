// STUB: to be replaced by the real page.
export default function ContactPage() {
  return <h1>ContactPage</h1>;
}
