// Types of bench/slowLink.js for the TypeScript browser tests.
export interface SlowLinkOptions {
  rttMs?: number;
  downBitsPerSecond?: number;
  upBitsPerSecond?: number;
}

export interface SlowLink {
  url: string;
  close(): Promise<void>;
}

export function startSlowLink(targetPort: number, options?: SlowLinkOptions): Promise<SlowLink>;
