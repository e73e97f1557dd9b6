/**
 * `Lib.layout.container.Auto` (`layout: 'auto'`, the default): the items in the page's normal
 * flow, one below the other, each sizing itself (its `width`/`height`, else its content).
 *
 * @example
 *   Lib.widget('container', {layout: 'auto', items: [{xtype: 'component', html: 'Hello'}]});
 */
import { registerClass } from '../../../lib/Class';
import { Layout } from '../Layout';

export class AutoLayout extends Layout {}

registerClass(AutoLayout, 'Lib.layout.container.Auto', {
  alias: ['layout.auto', 'layout.autocontainer'],
  type: 'auto',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.layout.container.Auto': typeof AutoLayout;
  }
}
