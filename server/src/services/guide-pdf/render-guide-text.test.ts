import { describe, expect, it } from 'vitest';
import { renderGuideText } from './render-guide-text.ts';

const GENERATED_ON = new Date(Date.UTC(2026, 10, 21, 12));

describe('renderGuideText', () => {
  it('writes headings on lines of their own, lists with "- ", links written out, CRLF', () => {
    const text = renderGuideText({
      title: 'White cane laws',
      language: 'en',
      generatedOn: GENERATED_ON,
      sections: [
        {
          title: 'What the law says',
          uitype: 'section',
          content: [{ type: 'para', content: 'Drivers must yield.\nAlways.' }],
        },
        {
          title: 'Where to ask',
          uitype: 'section-list',
          content: [
            { type: 'para', content: 'Your state agency' },
            {
              type: 'link',
              content: 'https://nfb.org',
              displayText: 'National Federation of the Blind',
            },
            { type: 'link', content: 'https://www.afb.org' },
          ],
        },
        {
          title: 'Alabama',
          uitype: 'paragraph',
          enableDropdown: true,
          dropdownOptions: ['Alabama', 'Alaska'],
          content: [{ type: 'para', content: 'Alabama Code 32-5A-211.' }],
        },
        { title: '', uitype: 'section', content: [{ type: 'para', content: '   ' }] },
      ],
    });
    expect(text).toBe(
      [
        'White cane laws',
        'Informational only, not medical advice',
        'What the law says',
        'Drivers must yield. Always.',
        'Where to ask',
        '- Your state agency\r\n- National Federation of the Blind: https://nfb.org\r\n- https://www.afb.org',
        'Alabama',
        'Alabama Code 32-5A-211.',
        'Vision Hub. Generated November 21, 2026.',
      ].join('\r\n\r\n') + '\r\n',
    );
  });

  it('writes the Spanish guide with Spanish words around it', () => {
    const text = renderGuideText({
      title: 'Leyes del bastón blanco',
      language: 'sp',
      generatedOn: GENERATED_ON,
      sections: [
        {
          title: 'Qué dice la ley',
          uitype: 'section',
          content: [{ type: 'para', content: 'Ceda el paso.' }],
        },
      ],
    });
    expect(text.split('\r\n\r\n')).toEqual([
      'Leyes del bastón blanco',
      'Solo informativo; no es consejo médico',
      'Qué dice la ley',
      'Ceda el paso.',
      'Vision Hub. Generado el 21 de noviembre de 2026.\r\n',
    ]);
  });

  it('rejects content that does not match the schema', () => {
    expect(() =>
      renderGuideText({ title: 'x', language: 'en', sections: [{ title: 1 }] as never }),
    ).toThrow();
  });
});
