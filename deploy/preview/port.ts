/** Where the local CloudFront emulator answers by default: npm run serve, the specs and the screenshots. */
export const defaultPort = 8080;
