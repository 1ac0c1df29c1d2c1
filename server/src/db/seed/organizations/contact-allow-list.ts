/**
 * The only curated records allowed to carry a phone number or street address, each with
 * why it is certain. Every other contact detail stays null until a person checks it and
 * sets verified_at (docs/organisations.md). People with vision loss will call these numbers,
 * so a wrong one does real harm: add an entry only with a reason a reviewer can check.
 */
export const CONTACT_ALLOW_LIST: Readonly<Record<number, string>> = {
  // NLS prints 1-888-NLS-READ (1-888-657-7323) in the header of every loc.gov/nls page and
  // has used this national number for decades.
  5105: 'NLS national toll-free line, printed on every page of https://www.loc.gov/nls/',
};
