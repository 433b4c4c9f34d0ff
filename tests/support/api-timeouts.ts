// An integration suite's set-up starts a server on a fresh database: on MariaDB that runs every
// migration, and sign-ins run 64 MiB password hashes. On a 2-core machine that is busy (CI's other
// steps, or several suites at once) this passed Jest's default 5 s and failed whole files at their
// beforeAll, not at anything they assert. Time is not what these tests measure (bench/ does that).
jest.setTimeout(30_000);
