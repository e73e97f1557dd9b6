/**
 * The loader pack (`dist/lib-loader.js` after `dist/lib.js`, or `import 'lib-ext4/loader'`):
 * `Lib.ComponentLoader`, which a component's `loader` (or `autoLoad`) config uses to load its
 * content from the server.
 *
 * @example
 *   <script src="dist/lib.js"></script>
 *   <script src="dist/lib-loader.js"></script>
 *   <script>Lib.create('Lib.Component', {renderTo: document.body, loader: {url: '/news', autoLoad: true}});</script>
 */
export { ComponentLoader } from '../classes/ComponentLoader';
