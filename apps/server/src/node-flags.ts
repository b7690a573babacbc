/**
 * The V8 flags the server runs with: `npm start` passes them (package.json's `start`, checked
 * against this list by node-flags.test.ts), and so do the bench, scale-check and the tests'
 * processes, so that what they measure is what runs.
 *
 * `--max-semi-space-size=64` (MB): a young generation four times Node 20's default. A request
 * allocates its rows, its answer and the framework's objects, and at a hundred requests in
 * flight many are still alive when a small young generation fills: each scavenge copies them,
 * and those that survive two are promoted to the old generation, to be marked and compacted
 * later. With room for them the scavenges are fewer and most objects die young. Measured on the
 * seven directory lists (PostgreSQL, 100 connections, three runs against the same build without
 * it): the Node CPU of an answer lower in 20 of 21, by 2 % (list clients) to 13 % (projects and
 * contacts, whose pages are the largest); a bare handler that allocates little gains nothing
 * (bench/README.md, "The young generation sized for the requests in flight"). It costs up to
 * 128 MB more of resident memory under load, and none when idle.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
