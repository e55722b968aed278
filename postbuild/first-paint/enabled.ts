/** Whether the build rewrites its pages to paint from their first round trip; docs/upgrading-next.md says when to commit `false`. */
export const firstPaintRewrite: boolean = true;
