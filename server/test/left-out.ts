const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * The API project's global setup. Tests that need a real PostgreSQL or Redis run only when
 * their URLs are set; when they are not, the run ends by saying so, one line each, instead of
 * leaving them out silently.
 */
export default function setup() {
  return () => {
    if (!process.env.TEST_DATABASE_URL?.trim()) {
      say('Left out: the API tests on a real PostgreSQL (TEST_DATABASE_URL is not set).');
    }
    if (!process.env.TEST_REDIS_URL?.trim()) {
      say('Left out: the rate-limit test shared through Redis (TEST_REDIS_URL is not set).');
    }
  };
}
