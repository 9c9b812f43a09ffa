// The SMTP catcher of the browser tests, run as its own process so that it answers whatever the
// test runner's process is doing. Writes each mail as a JSON file into the folder it is given.
import { startMailCatcher } from '../../apps/server/src/test/mail-catcher.ts';

const [port, dir] = process.argv.slice(2);
await startMailCatcher({ port: Number(port), dir });
process.send?.('ready');
