import '@hearth/ui/styles.css';
import '@hearth/media/styles.css';
import '@hearth/cart/styles.css';

import { demoConfig } from '@hearth/mock-api';

/** The store's configuration for the islands' calls, read by `getConfig()` in the browser. */
const CONFIG = JSON.stringify(demoConfig('US', 'main'));

export const metadata = { title: 'Hearth on Next.js' };

/** The root layout: a Server Component, as every file here without 'use client'. */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <script id="hearth-config" type="application/json" dangerouslySetInnerHTML={{ __html: CONFIG }} />
        {/* the anti-forgery token the store's server puts in every page [ref: script-tag#the-markup]; a demo value here */}
        <input type="hidden" name="__RequestVerificationToken" value="next-demo-token" />
        {children}
      </body>
    </html>
  );
}
