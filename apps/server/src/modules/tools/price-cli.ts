/**
 * Pricing contract on the command line: reads a JSON array of cases on standard input and writes
 * the JSON array of results on standard output, in the same order (see
 * packages/finance/src/pricing/batch.ts for the formats).
 *
 *   echo '[{"id":1,"kind":"vanilla",...}]' | npm run --silent price
 *
 * Exit codes: 0 when the input was a JSON array (even if some cases are invalid: those get an error
 * result); 2 when the input is not valid JSON or not an array (a message on standard error).
 */
import { priceBatch } from '@cobertura/finance/pricing';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<number> {
  const text = await readStdin();
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (err) {
    process.stderr.write(`price: the input is not valid JSON (${(err as Error).message})\n`);
    return 2;
  }
  if (!Array.isArray(input)) {
    process.stderr.write('price: the input must be a JSON array of cases\n');
    return 2;
  }
  process.stdout.write(`${JSON.stringify(priceBatch(input))}\n`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`price: ${String(err)}\n`);
    process.exitCode = 2;
  },
);
