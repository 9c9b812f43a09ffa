/**
 * The second user of the attack measurements, in a process of its own: for argv[4] ms it asks
 * GET /api/health and GET /api/user (as the user whose token is argv[3]) of the server at argv[2],
 * one after the other, and prints each one's answer times in ms as JSON. A request that has not
 * answered after 10 s counts as 10 s.
 */
const [base, token, durationText] = process.argv.slice(2);
const until = performance.now() + Number(durationText);
const times: Record<'health' | 'user', number[]> = { health: [], user: [] };
const ask = async (into: number[], path: string, headers: Record<string, string> = {}) => {
  const t0 = performance.now();
  try {
    const answer = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(10_000) });
    await answer.arrayBuffer();
  } catch {
    // Counted at the time it gave up.
  }
  into.push(performance.now() - t0);
};
while (performance.now() < until) {
  await ask(times.health, '/api/health');
  await ask(times.user, '/api/user', { authorization: `Bearer ${token}` });
  await new Promise((resolve) => setTimeout(resolve, 20));
}
console.log(JSON.stringify(times));

export {};
