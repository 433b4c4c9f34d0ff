// The contact form sends through here. FIRST VERSION: sends directly; the PWA work makes it keep
// the message on the device when offline and deliver it later, exactly once (idempotency key).
import type { ApolloClient } from '@apollo/client';
import { SubmitContactDocument, type ContactInput } from '../data/generated';

export type SendResult = { status: 'sent' } | { status: 'queued' };

export function newIdempotencyKey(): string {
  return `contact-${crypto.randomUUID()}`;
}

export async function sendContactMessage(client: ApolloClient, input: ContactInput): Promise<SendResult> {
  await client.mutate({ mutation: SubmitContactDocument, variables: { input, idempotencyKey: newIdempotencyKey() } });
  return { status: 'sent' };
}
