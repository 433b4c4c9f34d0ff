/** The Node.js flags every server process runs with: see server-flags.js. */
export declare const SERVER_NODE_FLAGS: readonly string[];
