// On the server, the turns renders take between other requests. A render gives way at each region
// of its page (useServerYield, ./islands.tsx): the region's content is rendered when its turn
// comes. Turns are handed out one per turn of the event loop, in the order asked, for every render
// of the process together: between two of them the process reads its sockets and answers what
// waits (a kept page is sent in about a millisecond). Handed out all at once (one setImmediate
// each), every region of a page would render back to back in one check phase, holding the
// process for the whole page (40-80 ms for the home page with a trip, measured under load).

const waiting: (() => void)[] = [];
let scheduled = false;

function handOut(): void {
  try {
    waiting.shift()?.();
  } finally {
    // Asked from here, setImmediate runs in the next turn of the loop, after its I/O and after
    // what this turn left for later.
    if (waiting.length) setImmediate(handOut);
    else scheduled = false;
  }
}

/** Runs `work` in a turn of the event loop of its own, after the turns asked before it. */
export function inTurn(work: () => void): void {
  waiting.push(work);
  if (!scheduled) {
    scheduled = true;
    setImmediate(handOut);
  }
}
