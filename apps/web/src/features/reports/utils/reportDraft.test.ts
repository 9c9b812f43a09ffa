import { describe, expect, it } from 'vitest';
import { reportDraftOf } from './reportDraft.ts';

describe('reportDraftOf', () => {
  it('starts a new report empty, with no report type', () => {
    expect(reportDraftOf()).toEqual({ title: '', img: '', summary: '', state: null, text: '', tags: [] });
  });

  it("takes an edited report's own fields, not its id or author", () => {
    const report = {
      IdReport: 7,
      title: 'Peso outlook',
      img: '/report-default.svg',
      summary: 'Carry and oil.',
      state: 'PUBLIC' as const,
      text: '<p>Body</p>',
      tags: [1, 2],
      fk_id_author: 3,
    };
    expect(reportDraftOf(report)).toEqual({
      title: 'Peso outlook',
      img: '/report-default.svg',
      summary: 'Carry and oil.',
      state: 'PUBLIC',
      text: '<p>Body</p>',
      tags: [1, 2],
    });
  });
});
