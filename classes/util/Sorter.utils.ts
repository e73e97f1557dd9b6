/**
 * The former home of `createComparator` and `sortItems`, which now live in `Sorter.ts` with
 * the class they build on. Kept only for `classes/data/Store.ts`, which still imports
 * `createComparator` from here; delete this file once it imports from `../util/Sorter`.
 */
export { createComparator, sortItems } from './Sorter';
