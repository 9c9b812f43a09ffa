import { describe, expect, it } from 'vitest';
import { catalogContent } from './catalogContent.ts';

describe('catalogContent', () => {
  it('splits the content into paragraphs at the separator', () => {
    const entries = [
      {
        description: 'terms&conditions',
        json: { termsandconditions: [{ title: 'Terms', content: 'First.|||  Second. ||||||Third.' }] },
      },
    ];
    expect(catalogContent(entries, 'terms&conditions')).toEqual({
      title: 'Terms',
      paragraphs: ['First.', 'Second.', 'Third.'],
    });
  });

  it('reads the HabeasData document', () => {
    const entries = [
      { description: 'HabeasData', json: { HabeasData: [{ title: 'Data', content: 'One' }] } },
    ];
    expect(catalogContent(entries, 'HabeasData')?.paragraphs).toEqual(['One']);
  });

  it('has nothing for an empty answer (204) or a missing document', () => {
    expect(catalogContent(null, 'HabeasData')).toBeNull();
    expect(catalogContent([], 'HabeasData')).toBeNull();
    expect(catalogContent([{ description: 'x', json: {} }], 'terms&conditions')).toBeNull();
  });
});
