// The ClinicalTrials.gov stand-in as a process of its own, for the end-to-end server that runs
// the trial watcher (playwright.config.ts): the server searches it as CLINICAL_TRIALS_API_URL,
// so a watch's first run finds a recruiting study near Philadelphia and e-mails a digest.
import { startFakeCtGov } from '../server/src/services/clinical-trials/testing/fake-ctgov-server.ts';
import {
  makeStudy,
  site,
  v2Body,
} from '../server/src/services/clinical-trials/testing/fixtures.ts';

const fake = await startFakeCtGov({ port: Number(process.env.FAKE_CTGOV_PORT ?? 4398) });
fake.fallback = {
  body: v2Body([
    makeStudy({
      nctId: 'NCT09990001',
      title: 'Eye drops for early glaucoma',
      locations: [site({ geoPoint: { lat: 39.9496, lon: -75.1932 } })],
    }),
  ]),
};
console.log(`Fake ClinicalTrials.gov listening on ${fake.baseUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
