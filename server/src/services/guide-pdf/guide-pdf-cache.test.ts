import { describe, expect, it } from 'vitest';
import type { GuideContent } from './guide-content.ts';
import { GuidePdfCache, guidePdfEtag, type GuidePdfSource } from './guide-pdf-cache.ts';
import type { RenderGuidePdfInput } from './render-guide-pdf.ts';

const sections: GuideContent = [
  { title: 'One', uitype: 'section', content: [{ type: 'para', content: 'Text' }] },
];

function source(contentId: number, overrides: Partial<GuidePdfSource> = {}): GuidePdfSource {
  return { contentId, language: 'en', title: `Guide ${contentId}`, sections, ...overrides };
}

/** A render that counts its calls and returns `size` bytes naming its input. */
function fakeRender(size = 10) {
  const calls: RenderGuidePdfInput[] = [];
  const render = async (input: RenderGuidePdfInput) => {
    calls.push(input);
    return Buffer.alloc(size, input.title);
  };
  return { calls, render };
}

describe('GuidePdfCache', () => {
  it('renders a source once and serves the same bytes again', async () => {
    const { calls, render } = fakeRender();
    const cache = new GuidePdfCache({ render });
    const first = await cache.get(source(1));
    const second = await cache.get(source(1));
    expect(calls).toHaveLength(1);
    expect(second.bytes).toBe(first.bytes);
    expect(first.etag).toBe(guidePdfEtag(source(1)));
  });

  it('renders once for requests that arrive together', async () => {
    const { calls, render } = fakeRender();
    const cache = new GuidePdfCache({ render });
    await Promise.all([cache.get(source(1)), cache.get(source(1)), cache.get(source(1))]);
    expect(calls).toHaveLength(1);
  });

  it('renders afresh when the title, the text or the language changes, with a new ETag', async () => {
    const { calls, render } = fakeRender();
    const cache = new GuidePdfCache({ render });
    const variants = [
      source(1),
      source(1, { title: 'Renamed' }),
      source(1, { language: 'sp' }),
      source(1, { sections: [...sections, ...sections] }),
      source(2),
    ];
    const etags = new Set<string>();
    for (const variant of variants) etags.add((await cache.get(variant)).etag);
    expect(calls).toHaveLength(variants.length);
    expect(etags.size).toBe(variants.length);
  });

  it('forgets the least recently used file beyond its entry bound', async () => {
    const { calls, render } = fakeRender();
    const cache = new GuidePdfCache({ render, maxEntries: 2 });
    await cache.get(source(1));
    await cache.get(source(2));
    await cache.get(source(1)); // 1 is now the most recently used
    await cache.get(source(3)); // evicts 2
    expect(cache.size).toBe(2);
    await cache.get(source(1));
    expect(calls).toHaveLength(3);
    await cache.get(source(2));
    expect(calls).toHaveLength(4);
  });

  it('keeps its bytes under the byte bound', async () => {
    const { calls, render } = fakeRender(400);
    const cache = new GuidePdfCache({ render, maxBytes: 1000 });
    for (const id of [1, 2, 3]) await cache.get(source(id));
    expect(cache.size).toBe(2);
    await cache.get(source(1));
    expect(calls).toHaveLength(4);
  });

  it('does not keep a failed render', async () => {
    let fail = true;
    const cache = new GuidePdfCache({
      render: async () => {
        if (fail) throw new Error('font missing');
        return Buffer.from('%PDF-');
      },
    });
    await expect(cache.get(source(1))).rejects.toThrow('font missing');
    expect(cache.size).toBe(0);
    fail = false;
    expect((await cache.get(source(1))).bytes.toString()).toBe('%PDF-');
  });

  it('renders real PDFs by default', async () => {
    const cache = new GuidePdfCache();
    const { bytes } = await cache.get(source(1));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
