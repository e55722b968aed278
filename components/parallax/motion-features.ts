// framer-motion's DOM renderer and animations, loaded on demand by LazyMotion (see parallax.tsx):
// the page becomes interactive without them, and the parallax starts once they arrive.
import { domAnimation } from 'framer-motion';

export default domAnimation;
