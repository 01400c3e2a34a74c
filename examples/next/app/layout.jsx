import '@hearth/ui/styles.css';
import '@hearth/media/styles.css';
import '@hearth/cart/styles.css';

export const metadata = { title: 'Hearth on Next.js' };

/** The root layout: a Server Component, as every file here without 'use client'. */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
