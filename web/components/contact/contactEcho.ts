// What the server echoes back into the contact form after a native form POST (a visitor with
// scripts off, or one who sent before the page had hydrated): the values sent and the messages
// about them, so nothing typed is lost. The browser hydrates the same echo from the page.
import { createContext, useContext } from 'react';
import type { ContactFormEcho } from '../../../api/domain/render';

export const ContactEchoContext = createContext<ContactFormEcho | null>(null);

export function useContactEcho(): ContactFormEcho | null {
  return useContext(ContactEchoContext);
}
