// Where the explorer's editor (Monaco, inside GraphiQL) finds its workers: scripts of this build,
// served from the site's own origin (the explorer's CSP allows workers from 'self' only). Each is
// a named chunk starting with 'explorer' so the service worker's precache list leaves it out
// (webpack.config.js). GraphiQL's own 'setup-workers/webpack' does the same with a console line.
type MonacoEnvironment = { getWorker(workerId: string, label: string): Worker };

(globalThis as typeof globalThis & { MonacoEnvironment?: MonacoEnvironment }).MonacoEnvironment = {
  getWorker(_workerId, label) {
    switch (label) {
      case 'json':
        return new Worker(/* webpackChunkName: "explorer-json-worker" */ new URL('monaco-editor/esm/vs/language/json/json.worker.js', import.meta.url));
      case 'graphql':
        return new Worker(/* webpackChunkName: "explorer-graphql-worker" */ new URL('monaco-graphql/esm/graphql.worker.js', import.meta.url));
      default:
        return new Worker(/* webpackChunkName: "explorer-editor-worker" */ new URL('monaco-editor/esm/vs/editor/editor.worker.js', import.meta.url));
    }
  },
};
