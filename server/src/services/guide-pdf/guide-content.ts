import { z } from 'zod';

// Guide content as the spec describes it (section 3, "Guide content": content_en and content_sp).
// This file imports only zod so it can move to src/contracts unchanged.

/** One item of a section: a paragraph of text, or a link whose `content` is the URL. */
export const guideItemSchema = z.object({
  type: z.enum(['para', 'link']),
  content: z.string(),
  displayText: z.string().optional(),
});

/**
 * One section. `section` and `paragraph` sections show their items as paragraphs,
 * `section-list` as a list. `enableDropdown` marks the state-law sections: on screen only the
 * state chosen in the dropdown is shown; on paper every state is printed.
 */
export const guideSectionSchema = z.object({
  title: z.string(),
  uitype: z.enum(['section', 'section-list', 'paragraph']),
  content: z.array(guideItemSchema),
  enableDropdown: z.boolean().optional(),
  dropdownOptions: z.array(z.string()).optional(),
});

/** A guide's content in one language: its list of sections. */
export const guideContentSchema = z.array(guideSectionSchema);

export const guideLanguageSchema = z.enum(['en', 'sp']);

export type GuideItem = z.infer<typeof guideItemSchema>;
export type GuideSection = z.infer<typeof guideSectionSchema>;
export type GuideContent = z.infer<typeof guideContentSchema>;
export type GuideLanguage = z.infer<typeof guideLanguageSchema>;
