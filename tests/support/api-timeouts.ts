// An integration suite's set-up starts a server on a fresh database: on MariaDB that runs every
// migration, and sign-ins run 64 MiB password hashes. On a 2-core machine that is busy (CI's other
// steps, several suites at once, other work) this passed Jest's default 5 s, and later 30 s (a
// server's start-up at a load of 20), and failed whole files at their beforeAll, not at anything
// they assert. Time is not what these tests measure (bench/ does that): the limit only stops a hang.
jest.setTimeout(120_000);
