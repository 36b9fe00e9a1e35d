// Fails when a test tier ran no test (a suite that went missing), and prints the plain closing line.
import { readFileSync } from 'node:fs';

const TIERS = {
  unit: (f) => /\/src\/.*\.test\.tsx?$/.test(f) && !f.endsWith('.int.test.ts') && !f.includes('/apps/web/'),
  integration: (f) => f.endsWith('.int.test.ts'),
  web: (f) => f.includes('/apps/web/src/') && f.endsWith('.test.tsx'),
  e2e: (f) => f.endsWith('.e2e.test.ts'),
  deploy: (f) => f.endsWith('.deploy.test.ts'),
};

// --tiers a,b: only those tiers were run; --total: just add up the reports.
const args = process.argv.slice(2);
const total = args[0] === '--total';
// Without --tiers: the tiers of `pnpm test` (the deployment tier runs on its own, `pnpm test:deploy`).
const only = args[0] === '--tiers' ? args[1].split(',') : ['unit', 'integration', 'web', 'e2e'];
const files = total ? args.slice(1) : args[0] === '--tiers' ? args.slice(2) : args;
let passed = 0;
let failed = 0;
for (const file of files) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (total) continue;
  for (const [tier, match] of Object.entries(TIERS)) {
    if (!only.includes(tier)) continue;
    const ran = report.testResults
      .filter((r) => match(r.name))
      .flatMap((r) => r.assertionResults)
      .filter((a) => a.status === 'passed').length;
    if (ran === 0) {
      console.error(`check-suites: the ${tier} tier ran no passing test in ${file}`);
      process.exit(1);
    }
    console.log(`check-suites: ${tier}: ${ran} passed`);
  }
}
if (total) console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
