// Runs in a worker thread: one heavy job, off the server's event loop.
import { JOB_KINDS, type JobInput, type JobKind, type JobTask } from './job-kinds.ts';

export default function runJob<K extends JobKind>(task: JobTask<K>): unknown {
  return (JOB_KINDS[task.kind] as (input: JobInput<K>) => unknown)(task.input);
}
