/**
 * Type-level spec, compiled by `npm run typecheck` (never run): `declareConfigs` pins a class's
 * `$configs` table to its config interface, so a config cannot be declared in one and missing
 * in the other.
 */
import { cfg, declareConfigs } from '../../lib/config';

interface ParentConfig {
  listeners?: object;
  [key: string]: unknown;
}

interface ChildConfig extends ParentConfig {
  /** The size (default 3). */
  size?: number;
  /** The label (default none). */
  label?: string;
}

// Every own key declared, nothing else: compiles.
declareConfigs<ChildConfig, ParentConfig>({ size: 3, label: cfg('string') });

// @ts-expect-error a config of the interface without a declaration does not compile
declareConfigs<ChildConfig, ParentConfig>({ size: 3 });

// @ts-expect-error a declaration the interface does not have does not compile
declareConfigs<ChildConfig, ParentConfig>({ size: 3, label: cfg('string'), colour: 'red' });

// The parent's configs are the parent's to declare: an index signature does not swallow keys.
declareConfigs<ChildConfig, ParentConfig>({
  size: 3,
  label: cfg('string'),
  // @ts-expect-error listeners belongs to ParentConfig
  listeners: cfg('object'),
});

// A parent's config declared again with another rule is named as such.
declareConfigs<ChildConfig & { listeners?: object }, ParentConfig, 'listeners'>({
  size: 3,
  label: cfg('string'),
  listeners: cfg('object'),
});
