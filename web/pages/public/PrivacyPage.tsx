// STUB: to be replaced by the real page.
export default function PrivacyPage() {
  return <h1>PrivacyPage</h1>;
}
