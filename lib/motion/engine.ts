/**
 * The part of framer-motion the site animates with, in a module of its own so that it is only
 * ever loaded through `import()` (load-motion.ts) and never lands in a page's first scripts.
 */
export { animate, stagger } from 'framer-motion/dom';
