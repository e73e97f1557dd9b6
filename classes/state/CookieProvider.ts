/**
 * `Lib.state.CookieProvider`: keeps state in cookies, one per name: `prefix + name` (default
 * `ext-`) holding the value as URI-encoded JSON (Ext JS 4 used its own `encodeValue` text;
 * Lib writes JSON). Cookies are sent with every request and hold about 4 KB each: prefer
 * `Lib.state.LocalStorageProvider`. A cookie whose value is not JSON is ignored with a warning.
 *
 * @example
 *   Lib.state.Manager.setProvider(Lib.create('Lib.state.CookieProvider', {expires: new Date(2030, 0, 1)}));
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs } from '../../lib/config';
import { Provider, type ProviderConfig } from './Provider';

export interface CookieProviderConfig extends ProviderConfig {
  /** The cookies' path (default `'/'`). */
  path?: string;
  /** When the cookies expire (default: 7 days after the provider is created). */
  expires?: Date;
  /** The cookies' domain (default: the page's). */
  domain?: string;
  /** Only sent over HTTPS (default `false`). */
  secure?: boolean;
}

export class CookieProvider extends Provider {
  declare path: string;
  declare expires?: Date;
  declare domain?: string;
  declare secure: boolean;

  override $construct(config?: CookieProviderConfig): this {
    super.$construct(config);
    const me = this;
    me.expires ||= new Date(Date.now() + 7 * 864e5);
    for (const pair of document.cookie.split(';')) {
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (at > 0 && name.startsWith(me.prefix)) {
        let text: string | null = null;
        try {
          text = decodeURIComponent(pair.slice(at + 1));
        } catch {
          text = pair;
        }
        const value = me.decodeValue(text);
        if (value !== undefined) me.state[name.slice(me.prefix.length)] = value;
      }
    }
    return me;
  }

  override set(name: string, value: unknown): void {
    if (value != null)
      this.setCookie(name, encodeURIComponent(this.encodeValue(value)), this.expires!);
    super.set(name, value);
  }

  override clear(name: string): void {
    this.setCookie(name, '', new Date(0));
    super.clear(name);
  }

  /** @internal Writes one cookie. */
  setCookie(name: string, text: string, expires: Date): void {
    const me = this;
    document.cookie =
      `${me.prefix}${name}=${text}; expires=${expires.toUTCString()}; path=${me.path}` +
      (me.domain ? '; domain=' + me.domain : '') +
      (me.secure ? '; secure' : '');
  }
}

registerClass(CookieProvider, 'Lib.state.CookieProvider', {
  $configs: declareConfigs<CookieProviderConfig, ProviderConfig>({
    path: '/',
    expires: cfg([(v) => v instanceof Date, 'a Date']),
    domain: cfg('string'),
    secure: false,
  }),
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.state.CookieProvider': typeof CookieProvider;
  }
}
