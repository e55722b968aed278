import '@/styles/globals.scss';

/** Each language, the root redirect and the 404 page render their own <html lang>. */
export default function RootLayout({ children }: LayoutProps<'/'>) {
  return children;
}
