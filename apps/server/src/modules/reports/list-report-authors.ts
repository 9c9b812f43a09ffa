import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { readerOf } from './reader-of.ts';
import { selectReportAuthors } from './reports.queries.ts';

/** The companies (with their authors) of the reports the caller may read: the blog's company filter. */
export async function listReportAuthors(services: Services, caller: Caller | null) {
  const rows = await selectReportAuthors(services, readerOf(caller));
  return {
    items: rows.map((r) => ({
      pk_id_company: r.company_id,
      company_name: r.company_name,
      PK_IdUsers: r.author_id,
      NameUser: r.author_name,
    })),
  };
}
