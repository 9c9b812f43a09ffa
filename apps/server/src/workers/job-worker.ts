// Runs in a worker thread: one heavy job, off the server's event loop.
import type { MessagePort } from 'node:worker_threads';
import { sendError } from './job-errors.ts';
import { JOB_KINDS, type JobInput, type JobKind, type JobTask, type ReportProgress } from './job-kinds.ts';

/** A job as the thread receives it: its progress goes back on `progress` when the caller listens. */
export interface ThreadTask<K extends JobKind = JobKind> extends JobTask<K> {
  progress?: MessagePort;
}

/** What the thread answers: the job's output, or its error as plain data (see job-errors.ts). */
export type ThreadOutcome = { output: unknown } | { failed: ReturnType<typeof sendError> };

export default async function runJob<K extends JobKind>({
  kind,
  input,
  progress,
}: ThreadTask<K>): Promise<ThreadOutcome> {
  const report: ReportProgress = (done) => progress?.postMessage(done);
  const job = JOB_KINDS[kind] as (input: JobInput<K>, report: ReportProgress) => unknown;
  try {
    return { output: await job(input, report) };
  } catch (error) {
    return { failed: sendError(error) };
  }
}
