/**
 * The tips pack (`dist/lib-tips.js` after `dist/lib.js`, or `import 'lib-ext4/tips'`): tool
 * tips and quick tips — `Lib.tip.Tip`, `Lib.tip.ToolTip`, `Lib.tip.QuickTip` and
 * `Lib.tip.QuickTipManager` (`Lib.QuickTips`), which shows the `data-qtip` texts that buttons,
 * column headers and fields set. As in Ext JS 4, quick tips show once `init()` is called.
 *
 * @example
 *   <script src="dist/lib.js"></script>
 *   <script src="dist/lib-tips.js"></script>
 *   <script>Lib.QuickTips.init();</script>
 */
export { Tip } from '../classes/tip/Tip';
export { ToolTip } from '../classes/tip/ToolTip';
export { QuickTip } from '../classes/tip/QuickTip';
export { QuickTipManager } from '../classes/tip/QuickTipManager';
