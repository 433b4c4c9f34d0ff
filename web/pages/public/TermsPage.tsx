// STUB: to be replaced by the real page.
export default function TermsPage() {
  return <h1>TermsPage</h1>;
}
