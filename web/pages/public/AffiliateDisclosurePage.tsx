// STUB: to be replaced by the real page.
export default function AffiliateDisclosurePage() {
  return <h1>AffiliateDisclosurePage</h1>;
}
