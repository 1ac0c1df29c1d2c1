// Reading a list of organisations by command, card by card (issue 35): "read results", "next",
// "previous", "open result 3" and "call", for every list of organisation cards (the category
// page's and the one beside the map), so a command means the same wherever a list is.
import { useCallback, useRef, useState } from 'react';
import type { Organization } from '../../contracts/organizations.ts';
import { htmlLang } from '../../i18n/dictionaries.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { useIntentHandler, type CommandOutcome } from '../../lib/commands.ts';
import { formatPhone, numberToCall } from '../../lib/organization-display.ts';
import { focusWhenShown } from './focus-when-shown.ts';

/**
 * One card as it is read by command: its name (what focus on its heading says) and the rest
 * (distance, the number to call), which the live region adds.
 */
export function spokenCard(
  organization: Organization,
  number: number,
  { t, language }: Pick<ReturnType<typeof useI18n>, 't' | 'language'>,
): { name: string; rest: string } {
  const rest: string[] = [];
  if (organization.distance !== null) {
    const miles = new Intl.NumberFormat(`${htmlLang[language]}-US`, {
      maximumFractionDigits: 1,
    }).format(organization.distance);
    rest.push(t('organizations.commands.distance', { miles }));
  }
  const call = numberToCall(organization);
  if (call) {
    const phone = formatPhone(call.number);
    rest.push(
      call.kind === 'phone'
        ? t('organizations.commands.phone', { phone })
        : t('organizations.commands.tollfree', { phone }),
    );
  }
  return {
    name: t('organizations.commands.item', { number, name: organization.organization }),
    rest: rest.join(' '),
  };
}

/**
 * Registers the list's reading commands while the list is shown. The cards must be numbered
 * (`number`) and give their call link to `callRef(id)`; `currentId` is the card last read.
 */
export type ListReading = ReturnType<typeof useListReading>;

/**
 * A list loaded a page at a time (issue 40): how many there are in all, and loading pages
 * until a card is there ("open result 30", "next" past the last card loaded).
 */
export interface ListPages {
  total: number;
  loadUntil: (count: number) => Promise<Organization[] | null>;
}

export function useListReading(
  organizations: Organization[],
  initialId: number | null = null,
  pages: ListPages | null = null,
) {
  const { t, tp, language } = useI18n();
  const [currentId, setShownId] = useState<number | null>(initialId);
  // The card last read, as the next command sees it: "n" pressed before React has drawn the
  // last move (the handlers are this render's closures) still steps from the card it moved to.
  const readId = useRef(initialId);
  const setCurrentId = useCallback((id: number | null) => {
    readId.current = id;
    setShownId(id);
  }, []);
  /** Each card's link to the number to call, pressed by "call". */
  const callLinks = useRef(new Map<number, HTMLAnchorElement>());
  const position = () =>
    organizations.findIndex((organization) => organization.id === readId.current);
  /**
   * Moves to a card: its heading ("3. Name") takes focus, which says the name; the outcome
   * adds the rest of the card, once. Reading goes card by card, never the whole list at once.
   */
  const total = Math.max(pages?.total ?? 0, organizations.length);
  const goTo = (index: number, before = '', list = organizations): CommandOutcome => {
    const organization = list[index];
    if (!organization) return { ok: false, message: '' };
    setCurrentId(organization.id);
    // The card's heading: focus on it says "3. Name" (OrganizationCard's id for it); a card
    // of a page just loaded is focused as soon as it is drawn.
    focusWhenShown(`organization-${organization.id}`);
    const card = spokenCard(organization, index + 1, { t, language });
    const joined = (...parts: string[]) => parts.filter(Boolean).join(' ');
    return {
      ok: true,
      message: joined(before, card.name, card.rest),
      announce: joined(before, card.rest),
    };
  };
  /** The list with at least `count` cards loaded, loading pages when needed; null if none. */
  const loadedUntil = async (count: number): Promise<Organization[] | null> => {
    if (count <= organizations.length || !pages) return organizations;
    return pages.loadUntil(count);
  };
  useIntentHandler('read-results', () => goTo(0, tp('organizations.commands.count', total)));
  useIntentHandler('next', async () => {
    const at = position();
    if (at + 1 >= total) {
      return { ok: false, message: t('organizations.commands.endOfList') };
    }
    const list = await loadedUntil(at + 2);
    if (!list || at + 1 >= list.length) {
      return { ok: false, message: t('organizations.list.moreFailed') };
    }
    return goTo(at + 1, '', list);
  });
  useIntentHandler('previous', () => {
    const at = position();
    if (at <= 0) return { ok: false, message: t('organizations.commands.startOfList') };
    return goTo(at - 1);
  });
  useIntentHandler('open-result', async ({ index }) => {
    if (index < 1 || index > total) {
      return {
        ok: false,
        message: t('organizations.commands.noSuchResult', { number: index, count: total }),
      };
    }
    // "Open result 30" with 25 loaded loads the pages up to it.
    const list = await loadedUntil(index);
    if (!list || index > list.length) {
      return { ok: false, message: t('organizations.list.moreFailed') };
    }
    return goTo(index - 1, '', list);
  });
  // "Call number 2" presses that card's link to its number (numberToCall: the phone, else
  // the toll-free), as a keyboard or pointer user would; "call" alone, the current card's.
  useIntentHandler('call', async ({ index }) => {
    const at = index === undefined ? position() : index - 1;
    const list = index !== undefined && index <= total ? await loadedUntil(index) : organizations;
    const organization = list?.[at];
    if (!organization) {
      return {
        ok: false,
        message:
          index === undefined
            ? t('organizations.commands.callWhich')
            : t('organizations.commands.noSuchResult', { number: index, count: total }),
      };
    }
    const call = numberToCall(organization);
    // A card of a page just loaded gives its link when it is drawn.
    for (let waited = 0; call && !callLinks.current.has(organization.id) && waited < 1000;) {
      await new Promise((resolve) => setTimeout(resolve, 16));
      waited += 16;
    }
    const link = callLinks.current.get(organization.id);
    if (!call || !link) {
      return {
        ok: false,
        message: t('organizations.commands.noPhone', { name: organization.organization }),
      };
    }
    setCurrentId(organization.id);
    link.click();
    return {
      ok: true,
      message: t('organizations.commands.calling', {
        name: organization.organization,
        phone: formatPhone(call.number),
      }),
    };
  });

  const callRef = (id: number) => (link: HTMLAnchorElement | null) => {
    if (link) callLinks.current.set(id, link);
    else callLinks.current.delete(id);
  };
  return { currentId, setCurrentId, callRef };
}
