// STUB: to be replaced by the real page.
export default function HomePage() {
  return <h1>HomePage</h1>;
}
