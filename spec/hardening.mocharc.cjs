// The hardening lane, `npm run test:hardening` (mocha --config spec/hardening.mocharc.cjs): the
// slow suites that stress the stack rather than pin one behaviour — the load run, the demo
// server's memory under 5 000 × 1 MB and its SIGKILL run, the fault
// injection runs (spec/hardening/faults*, and the data layer's fault matrix against a real HTTP
// server, spec/data/faults.spec.ts) and the property-based specs. The unit lane
// (spec/unit.mocharc.cjs) leaves out exactly these; spec/lanes.spec.ts checks that every spec
// file runs in exactly one lane.
const base = require('../.mocharc.json');

module.exports = {
  ...base,
  spec: [
    'spec/hardening/load.spec.ts',
    'spec/hardening/concurrency.spec.ts',
    'spec/hardening/faults.spec.ts',
    'spec/hardening/faults.idempotency.spec.ts',
    'spec/hardening/rows.spec.ts',
    'spec/hardening/server.memory.spec.ts',
    'spec/hardening/server.kill.spec.ts',
    'spec/hardening/server.conflicts.spec.ts',
    'spec/data/faults.spec.ts',
    'spec/property/**/*.spec.ts',
  ],
};
