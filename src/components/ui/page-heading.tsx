import { use, useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { DocumentTitleContext } from '../../lib/document-title.ts';
import { hasNavigated } from '../../lib/navigation.ts';

interface PageHeadingProps {
  children: string;
  /** The page's name in the browser tab, when it differs from the heading. */
  title?: string;
  /** True while the page's form shows errors: the title then starts with "Error:". */
  hasErrors?: boolean;
}

/**
 * The page's one h1. Each page's heading claims focus when it mounts after an in-app
 * navigation: with lazy routes React keeps the previous page mounted (hidden) while the new
 * one loads, so a router-level "focus the h1" would find the old heading.
 */
export function PageHeading({ children, title, hasErrors = false }: PageHeadingProps) {
  const { t } = useI18n();
  const ref = useRef<HTMLHeadingElement>(null);
  const pageName = title ?? children;
  const documentTitle = t('shell.documentTitle', {
    page: hasErrors ? t('shell.errorTitlePrefix', { title: pageName }) : pageName,
  });
  use(DocumentTitleContext)?.(documentTitle);

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  useEffect(() => {
    if (!hasNavigated()) return;
    ref.current?.focus();
    // A newer page's name replaces one not yet said (Back from a page that had just opened).
    announce(pageName, 'polite', 'page-name');
    // Only on mount: a language switch re-renders the page but is not a navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <h1 ref={ref} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}
