// The unit lane, `npm test` (mocha --config spec/unit.mocharc.cjs): every spec but the slow
// suites of the hardening lane (spec/hardening.mocharc.cjs, which lists them). The quick
// behaviour-level hardening specs (input, configs) stay here. spec/lanes.spec.ts checks that
// every spec file runs in exactly one lane.
const base = require('../.mocharc.json');
const hardening = require('./hardening.mocharc.cjs');

module.exports = {
  ...base,
  spec: ['spec/**/*.spec.ts'],
  ignore: hardening.spec,
};
