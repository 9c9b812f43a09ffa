/**
 * The client side of the reset-timing measurement, in a process of its own (as a prober would be):
 * alternates reset requests for known and unknown emails against the server named by argv[2] and
 * prints the answer times in ms as JSON.
 */
const [base, pairsText] = process.argv.slice(2);
const pairs = Number(pairsText);
const known: number[] = [];
const unknown: number[] = [];
for (let i = 0; i < pairs; i++) {
  const pair = [
    [`known-${i}@demo.example`, known],
    [`nobody-${i}@nowhere.example`, unknown],
  ] as const;
  // Which goes first alternates, so the order within a pair cannot pass for a difference.
  for (const [email, into] of i % 2 ? [pair[1], pair[0]] : pair) {
    const t0 = performance.now();
    const answer = await fetch(`${base}/api/user/resetpassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    await answer.text();
    into.push(performance.now() - t0);
  }
}
console.log(JSON.stringify({ known, unknown }));

// A module, for its top-level awaits.
export {};
