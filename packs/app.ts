/**
 * The app pack (`dist/lib-app.js` after `dist/lib.js`, or `import 'lib-ext4/app'`): Ext JS 4's
 * MVC application classes — `Lib.app.Application` (`Lib.application`), `Lib.app.Controller`,
 * `Lib.app.EventBus` — model associations (`Lib.data.association.HasMany`, `BelongsTo`,
 * `HasOne`), which MVC applications' models declare, and the class loader's loading (classes an
 * application names but has not defined, by script tags: classes/Loader.scripts.ts). The
 * loader's settings and `Lib.require` for defined classes are in the core.
 *
 * @example
 *   <script src="dist/lib.js"></script>
 *   <script src="dist/lib-app.js"></script>
 *   <script>Lib.application({name: 'App', controllers: ['Users'], autoCreateViewport: true});</script>
 */
import '../classes/Loader.scripts';
export { Application } from '../classes/app/Application';
export { Controller } from '../classes/app/Controller';
export { EventBus } from '../classes/app/EventBus';
export { Association } from '../classes/data/association/Association';
export { HasMany } from '../classes/data/association/HasMany';
export { BelongsTo } from '../classes/data/association/BelongsTo';
export { HasOne } from '../classes/data/association/HasOne';
