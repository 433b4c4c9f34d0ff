// Every input's shape and rules, written once with the exact SPEC.md messages (see ./check for the
// rule kinds and the evaluator). Public web code imports ./public and ./check directly, so the
// visitor's bundle carries only the visitor's rules.
export * from './check';
export * from './public';
export * from './admin';
