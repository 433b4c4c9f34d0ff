// Moving a card of an ordered list (FAQs, airport options) in one step: to the top or the bottom,
// or one place, with the version it was read at. The move's words, its toast, and a stale move (the
// record changed since it was read) told and the list read again.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { evictWritten } from '../../../data/cache';
import type { FaqMove } from '../../../data/admin.generated';
import { readFailure } from '../data/errors';
import { staleActionMessage } from './ConflictDialog';

/** A list's words for its order: the card's position chip, the buttons' labels, the toast (`where` it moved). */
export const orderTexts = (where: string) =>
  ({
    position: (n: number) => `Position ${n}`,
    top: (name: string) => `Move to top: ${name}`,
    up: (name: string) => `Move up: ${name}`,
    down: (name: string) => `Move down: ${name}`,
    bottom: (name: string) => `Move to bottom: ${name}`,
    moved: (n: number) => `Moved to position ${n} ${where}.`,
  }) as const;

export interface MoveInOrder<T> {
  /** The cached type a move changes (read again after a stale move). */
  typename: string;
  /** 'FAQ', 'airport option': the toasts' words. */
  noun: string;
  moved: (n: number) => string;
  /** Sends the move with the version `item` was read at; resolves to its new position. */
  send: (item: T, to: FaqMove) => Promise<number | undefined>;
}

export function useMoveInOrder<T extends { id: number; position: number }>({ typename, noun, moved, send }: MoveInOrder<T>) {
  const { toast } = useToast();
  const client = useApolloClient();
  const [moving, setMoving] = useState<number | null>(null);
  const title = noun.replace(/\b\w/g, (c) => c.toUpperCase());
  const move = async (item: T, to: FaqMove) => {
    setMoving(item.id);
    try {
      const position = (await send(item, to)) ?? item.position;
      toast({ title: `${title} Updated`, description: moved(position), variant: 'success' });
    } catch (e) {
      const failure = readFailure(e);
      if (failure.conflict) {
        // Someone changed it since this card was read: the card shows it as saved now.
        toast(staleActionMessage(`The ${noun} was not moved`, failure.conflict, 'move it again'));
        evictWritten(client.cache, [typename]);
        return;
      }
      toast({ title: `Failed to update ${noun}`, description: failure.message, variant: 'destructive' });
    } finally {
      setMoving(null);
    }
  };
  return { moving, move };
}
