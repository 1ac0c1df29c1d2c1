import { describe, expect, it } from 'vitest';
import { guideContentSchema, guideItemSchema, guideSectionSchema } from './guide-content.ts';

describe('guide content schema', () => {
  it('accepts the three section types, paragraphs, links and a state dropdown', () => {
    const content = [
      { title: 'Intro', uitype: 'section', content: [{ type: 'para', content: 'Hello.' }] },
      {
        title: 'Links',
        uitype: 'section-list',
        content: [{ type: 'link', content: 'https://nfb.org', displayText: 'NFB' }],
      },
      {
        title: 'Alabama',
        uitype: 'paragraph',
        content: [],
        enableDropdown: true,
        dropdownOptions: ['Alabama', 'Alaska'],
      },
    ];
    expect(guideContentSchema.parse(content)).toEqual(content);
  });

  it('allows a link without display text', () => {
    expect(guideItemSchema.parse({ type: 'link', content: 'https://nfb.org' })).toEqual({
      type: 'link',
      content: 'https://nfb.org',
    });
  });

  it.each([
    { title: 'x', uitype: 'table', content: [] },
    { title: 'x', uitype: 'section', content: [{ type: 'image', content: 'a.png' }] },
    { title: 'x', uitype: 'section', content: [{ type: 'para' }] },
    { uitype: 'section', content: [] },
    { title: 'x', uitype: 'section', content: [], enableDropdown: 'yes' },
    { title: 'x', uitype: 'section', content: [], dropdownOptions: 'Alabama' },
  ])('rejects %j', (section) => {
    expect(guideSectionSchema.safeParse(section).success).toBe(false);
  });
});
