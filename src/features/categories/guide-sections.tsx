import { useState } from 'react';
import { Link, ListBoxItem } from 'react-aria-components';
import { SelectField } from '../../components/ui/select-field.tsx';
import type { GuideItem, GuideSection } from '../../contracts/catalog.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';

/** What the guide pane renders: plain sections, and the state-law sections as one group. */
type Block =
  | { kind: 'section'; section: GuideSection; index: number }
  | { kind: 'states'; sections: GuideSection[]; index: number };

/** State-law sections (enableDropdown) are shown one at a time, where the first of them was. */
export function guideBlocks(sections: GuideSection[]): Block[] {
  const blocks: Block[] = [];
  let states: Extract<Block, { kind: 'states' }> | null = null;
  sections.forEach((section, index) => {
    if (!section.enableDropdown) {
      blocks.push({ kind: 'section', section, index });
      return;
    }
    if (!states) {
      states = { kind: 'states', sections: [], index };
      blocks.push(states);
    }
    states.sections.push(section);
  });
  return blocks;
}

function isExternal(href: string) {
  return /^https?:\/\//i.test(href);
}

function ItemContent({ item }: { item: GuideItem }) {
  const { t } = useI18n();
  if (item.type === 'para') return <>{item.content}</>;
  const external = isExternal(item.content);
  return (
    <Link
      href={item.content}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.displayText ?? item.content}
      {external ? (
        // The space outside the hidden span: some name computations trim inside it.
        <>
          {' '}
          <span className="visually-hidden">{t('categories.guide.opensNewTab')}</span>
        </>
      ) : null}
    </Link>
  );
}

function Section({ section }: { section: GuideSection }) {
  const title = section.title.trim();
  return (
    <section className="guide-section">
      {title ? <h3>{title}</h3> : null}
      {section.uitype === 'section-list' ? (
        <ul>
          {section.content.map((item, index) => (
            <li key={index}>
              <ItemContent item={item} />
            </li>
          ))}
        </ul>
      ) : (
        section.content.map((item, index) => (
          <p key={index}>
            <ItemContent item={item} />
          </p>
        ))
      )}
    </section>
  );
}

/**
 * The state laws: a Select (default the first state, Alabama, as the spec says) and the chosen
 * state's section only. The choice is kept by position, so it survives a language switch.
 */
function StateLaws({ sections }: { sections: GuideSection[] }) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState(0);
  const shown = sections[chosen] ?? sections[0];
  if (!shown) return null;
  return (
    <div className="state-laws">
      <SelectField
        label={t('categories.guide.stateSelect')}
        selectedKey={chosen}
        onSelectionChange={(key) => {
          const index = Number(key);
          setChosen(index);
          const state = sections[index]?.title;
          if (state) announce(t('categories.guide.stateShown', { state }), 'polite');
        }}
      >
        {sections.map((section, index) => (
          <ListBoxItem key={index} id={index} className="menu-item">
            {section.title}
          </ListBoxItem>
        ))}
      </SelectField>
      <Section section={shown} />
    </div>
  );
}

/** A guide's sections as headings (level 3, under the guide's h2), paragraphs and lists. */
export function GuideSections({ sections }: { sections: GuideSection[] }) {
  return (
    <>
      {guideBlocks(sections).map((block) =>
        block.kind === 'section' ? (
          <Section key={block.index} section={block.section} />
        ) : (
          <StateLaws key={block.index} sections={block.sections} />
        ),
      )}
    </>
  );
}
