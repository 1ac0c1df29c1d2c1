import { Header, Link, ListBoxItem, ListBoxSection } from 'react-aria-components';
import { SelectField } from '../../components/ui/select-field.tsx';
import type { SubCategory } from '../../contracts/catalog.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { ROUTES } from '../../lib/destinations.ts';

interface CategoryNavProps {
  categoryTitle: string;
  guides: SubCategory[];
  help: SubCategory[];
  /** The sub-category shown; null for the Overview. */
  current: number | null;
  hrefFor: (subCategoryId: number | null) => string;
  /** A link was followed: the page moves focus to what it opened. */
  onFollow: (subCategoryId: number | null) => void;
  /** The Select (narrow screens, large text) chose a section. */
  onChoose: (subCategoryId: number | null) => void;
}

const OVERVIEW_KEY = 'overview';

/**
 * The category's sections: Overview, HELPFUL INFORMATION (guides), GET HELP (kinds of help)
 * and Back to Categories. A list of links on wide screens; on narrow screens and in large-text
 * mode the stylesheet shows a Select instead, so the content is not pushed below a long list.
 */
export function CategoryNav({
  categoryTitle,
  guides,
  help,
  current,
  hrefFor,
  onFollow,
  onChoose,
}: CategoryNavProps) {
  const { t, language } = useI18n();
  const title = (sub: SubCategory) => (language === 'sp' ? sub.title_sp : sub.title);
  const link = (subCategoryId: number | null, text: string) => (
    <Link
      href={hrefFor(subCategoryId)}
      className="category-nav-link"
      aria-current={current === subCategoryId ? 'page' : undefined}
      onPress={() => onFollow(subCategoryId)}
    >
      {text}
    </Link>
  );
  const group = (id: string, heading: string, items: SubCategory[]) =>
    items.length > 0 ? (
      <li>
        <span id={id} className="category-nav-group">
          {heading}
        </span>
        <ul aria-labelledby={id}>
          {items.map((sub) => (
            <li key={sub.id}>{link(sub.id, title(sub))}</li>
          ))}
        </ul>
      </li>
    ) : null;

  return (
    <nav
      className="category-nav"
      aria-label={t('categories.navLabel', { category: categoryTitle })}
    >
      <ul className="category-nav-list">
        <li>{link(null, t('categories.overview'))}</li>
        {group('category-nav-guides', t('categories.helpfulInformation'), guides)}
        {group('category-nav-help', t('categories.getHelp'), help)}
      </ul>
      <SelectField
        className="category-nav-select"
        label={t('categories.sectionsSelect')}
        selectedKey={current === null ? OVERVIEW_KEY : String(current)}
        onSelectionChange={(key) => onChoose(key === OVERVIEW_KEY ? null : Number(key))}
      >
        <ListBoxItem id={OVERVIEW_KEY} className="menu-item">
          {t('categories.overview')}
        </ListBoxItem>
        {[
          { heading: t('categories.helpfulInformation'), items: guides },
          { heading: t('categories.getHelp'), items: help },
        ]
          .filter((section) => section.items.length > 0)
          .map((section) => (
            <ListBoxSection key={section.heading} className="listbox-section">
              <Header className="listbox-header">{section.heading}</Header>
              {section.items.map((sub) => (
                <ListBoxItem key={sub.id} id={String(sub.id)} className="menu-item">
                  {title(sub)}
                </ListBoxItem>
              ))}
            </ListBoxSection>
          ))}
      </SelectField>
      <p className="category-nav-back">
        <Link href={ROUTES.dashboard} className="category-nav-link">
          {t('categories.backToCategories')}
        </Link>
      </p>
    </nav>
  );
}
