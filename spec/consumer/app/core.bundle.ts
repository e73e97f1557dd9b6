// Bundled alone by spec/consumer/run.mjs with esbuild: the core entry must hold no DOM class.
export { default as Lib } from 'lib-ext4/core';
