/** The only country seeded: its Countries States Cities Database id and its name. */
export const UNITED_STATES_ID = 233;
export const UNITED_STATES_NAME = 'United States';
