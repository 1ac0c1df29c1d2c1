import { createHash } from 'node:crypto';
import type { GuideContent, GuideLanguage } from './guide-content.ts';
import { renderGuidePdf, type GuideTextSize } from './render-guide-pdf.ts';

// Rendering a guide takes tens of milliseconds of CPU; the same few guides are downloaded
// over and over. Rendered files are kept in memory, keyed by what they are made of, so an
// edited guide is rendered afresh and nothing has to be invalidated. Each instance keeps its
// own small cache: it holds nothing that another instance needs.

export interface GuidePdfSource {
  contentId: number;
  language: GuideLanguage;
  title: string;
  sections: GuideContent;
  /** Body text in points: 14 (the default) or large print's 18 or 24. */
  bodySize?: GuideTextSize;
}

export interface RenderedGuidePdf {
  bytes: Buffer;
  /** A strong ETag naming the source the bytes were rendered from. */
  etag: string;
}

export interface GuidePdfCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  render?: typeof renderGuidePdf;
}

export function guidePdfSourceHash(source: GuidePdfSource): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        source.contentId,
        source.language,
        source.title,
        source.sections,
        // Left out at the default size, so the standard PDF's ETag is what it always was.
        ...(source.bodySize && source.bodySize !== 14 ? [source.bodySize] : []),
      ]),
    )
    .digest('base64url')
    .slice(0, 32);
}

/** The ETag of the file rendered from this source (known before rendering). */
export function guidePdfEtag(source: GuidePdfSource): string {
  return `"${guidePdfSourceHash(source)}"`;
}

export class GuidePdfCache {
  private readonly entries = new Map<string, Promise<RenderedGuidePdf>>();
  private readonly sizes = new Map<string, number>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly render: typeof renderGuidePdf;

  constructor(options: GuidePdfCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 32;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.render = options.render ?? renderGuidePdf;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The rendered file; renders it once when several requests ask at the same time. */
  get(source: GuidePdfSource): Promise<RenderedGuidePdf> {
    const hash = guidePdfSourceHash(source);
    const key = `${source.contentId}:${source.language}:${hash}`;
    const cached = this.entries.get(key);
    if (cached) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const rendering = this.render({
      title: source.title,
      language: source.language,
      sections: source.sections,
      ...(source.bodySize ? { bodySize: source.bodySize } : {}),
    }).then((bytes) => {
      if (this.entries.get(key) === rendering) {
        this.sizes.set(key, bytes.length);
        this.evict();
      }
      return { bytes, etag: guidePdfEtag(source) };
    });
    // A failed render is not kept: the next request tries again.
    rendering.catch(() => {
      if (this.entries.get(key) === rendering) this.entries.delete(key);
    });
    this.entries.set(key, rendering);
    this.evict();
    return rendering;
  }

  private evict(): void {
    let bytes = [...this.sizes.values()].reduce((sum, size) => sum + size, 0);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && bytes <= this.maxBytes) return;
      const size = this.sizes.get(key);
      // Renders still running hold no bytes yet and are left to finish.
      if (size === undefined && this.entries.size <= this.maxEntries) continue;
      this.entries.delete(key);
      this.sizes.delete(key);
      bytes -= size ?? 0;
    }
  }
}
