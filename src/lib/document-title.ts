import { createContext } from 'react';

/**
 * Given only while prerendering (app/prerender.tsx): the page heading reports the document's
 * title to it, since the browser's way (document.title in an effect) does not run on a server.
 */
export const DocumentTitleContext = createContext<((title: string) => void) | null>(null);
