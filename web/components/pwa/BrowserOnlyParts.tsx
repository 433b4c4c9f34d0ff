// The app's parts that only run in the browser and draw nothing until they have something to say:
// the new-version prompt, the contact outbox delivery and the refetch when the connection returns.
// One chunk, loaded once the page is interactive (web/AppShell.tsx).
import ContactOutboxSync from './ContactOutboxSync';
import RefetchOnReconnect from './RefetchOnReconnect';
import UpdatePrompt from './UpdatePrompt';

export default function BrowserOnlyParts() {
  return (
    <>
      {/* A new deployment waits: 'A new version is available' + Reload. */}
      <UpdatePrompt />
      {/* Contact messages kept offline are delivered when the connection returns. */}
      <ContactOutboxSync />
      <RefetchOnReconnect />
    </>
  );
}
