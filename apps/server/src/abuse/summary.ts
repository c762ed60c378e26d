/**
 * One line per check with its counts (routes, attackers, requests, bombs, string probes), printed
 * with the test output: the figures issue closing notes quote (docs/security.md, "Abuse suite").
 */
export function report(counts: Record<string, number>) {
  process.stdout.write(`ABUSE ${JSON.stringify(counts)}\n`);
}
