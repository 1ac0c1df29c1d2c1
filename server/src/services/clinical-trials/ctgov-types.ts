import { z } from 'zod';

// The parts of a ClinicalTrials.gov API v2 `GET /studies` answer that the hub reads.
// Lenient on purpose: the registry adds fields and leaves many out, so every field is
// optional except the study's NCT id, and unknown fields pass through (loose objects).
// A wrong *type* (a string where a number belongs, `studies` not a list) still fails:
// that is a changed or broken answer, and the caller falls back to the offline snapshot.

const text = z.string().optional();
const textList = z.array(z.string()).optional();

export const ctGovContactSchema = z.looseObject({
  name: text,
  role: text,
  phone: text,
  phoneExt: text,
  email: text,
});

export const ctGovGeoPointSchema = z.looseObject({
  lat: z.number().optional(),
  lon: z.number().optional(),
});

export const ctGovLocationSchema = z.looseObject({
  facility: text,
  status: text,
  city: text,
  /** The full state name ("Pennsylvania"), not the code. */
  state: text,
  zip: text,
  country: text,
  geoPoint: ctGovGeoPointSchema.optional(),
  contacts: z.array(ctGovContactSchema).optional(),
});

export const ctGovStudySchema = z.looseObject({
  protocolSection: z.looseObject({
    identificationModule: z.looseObject({
      nctId: z.string().min(1),
      briefTitle: text,
      officialTitle: text,
    }),
    statusModule: z
      .looseObject({
        overallStatus: text,
        startDateStruct: z
          .looseObject({
            /** YYYY-MM-DD or YYYY-MM. */
            date: text,
            /** ACTUAL or ESTIMATED. */
            type: text,
          })
          .optional(),
      })
      .optional(),
    descriptionModule: z
      .looseObject({
        briefSummary: text,
        detailedDescription: text,
      })
      .optional(),
    conditionsModule: z
      .looseObject({
        conditions: textList,
        keywords: textList,
      })
      .optional(),
    eligibilityModule: z
      .looseObject({
        /** Markdown-like text; `<` and `>` arrive escaped as `\<` and `\>`. */
        eligibilityCriteria: text,
        sex: text,
        minimumAge: text,
        maximumAge: text,
      })
      .optional(),
    contactsLocationsModule: z
      .looseObject({
        centralContacts: z.array(ctGovContactSchema).optional(),
        overallOfficials: z
          .array(z.looseObject({ name: text, affiliation: text, role: text }))
          .optional(),
        locations: z.array(ctGovLocationSchema).optional(),
      })
      .optional(),
  }),
  hasResults: z.boolean().optional(),
});

export const ctGovSearchResponseSchema = z.looseObject({
  studies: z.array(ctGovStudySchema),
  nextPageToken: z.string().optional(),
  totalCount: z.number().int().nonnegative().optional(),
});

export type CtGovContact = z.infer<typeof ctGovContactSchema>;
export type CtGovLocation = z.infer<typeof ctGovLocationSchema>;
export type CtGovStudy = z.infer<typeof ctGovStudySchema>;
export type CtGovSearchResponse = z.infer<typeof ctGovSearchResponseSchema>;
