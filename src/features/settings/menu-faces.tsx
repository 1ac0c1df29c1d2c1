/**
 * What the language and display buttons show. The menus load after the page (see
 * app/layout/header-menus.tsx); until then a placeholder with the same face keeps their place.
 */
export function LanguageButtonFace({ label }: { label: string }) {
  return (
    <>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="icon-svg">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
      </svg>
      {label}
    </>
  );
}

export function DisplayButtonFace({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true" className="icon">
        ◐
      </span>{' '}
      {label}
    </>
  );
}
