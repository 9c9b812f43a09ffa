import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { readerOf } from './reader-of.ts';
import { selectReadableReport, setReportLike } from './reports.queries.ts';

/** Likes (or takes back the like of) a report the caller may read; answers its likes. */
export async function likeReport(services: Services, caller: Caller, id: number, liked: boolean) {
  const report = await selectReadableReport(services, readerOf(caller), id);
  if (!report) throw notFound('No such report.');
  const likes = await setReportLike(services, id, caller.id, liked);
  return { likes, liked: liked ? ('True' as const) : ('False' as const) };
}
