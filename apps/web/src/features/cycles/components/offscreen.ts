/**
 * For the long parts of the Load Cycles tab (a 50-truck day's tables, lists and timeline):
 * the browser skips their style and layout while they are off screen, so choosing another day
 * costs only what is in view. They stay in the accessibility tree and in find-in-page; the
 * remembered size keeps the scroll bar steady.
 */
export const SKIP_WHILE_OFFSCREEN = "[content-visibility:auto] [contain-intrinsic-size:auto_30rem]";
