import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import type { SaveItemRequest } from '../../contracts/my-list.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { useSavedItem } from '../../lib/saved-items.ts';

interface SaveToggleProps {
  item: SaveItemRequest;
  /** The item's name as its card shows it: the button is "Save <name>". */
  name: string;
}

/**
 * "Save" on an organisation, guide or trial card: a toggle button (aria-pressed) whose name
 * stays "Save <name>" whether pressed or not, so a screen reader says "Save Associated
 * Services for the Blind, toggle button, pressed" and a voice user says the words they see.
 * What happened is said once, through the announcer (no toast): "Saved to your list".
 */
export function SaveToggle({ item, name }: SaveToggleProps) {
  const { t } = useI18n();
  const { isLoaded, isSaved, save, remove } = useSavedItem(item);
  // Shown pressed at once; put back if the server refuses.
  const [pending, setPending] = useState<boolean | null>(null);
  const isSelected = pending ?? isSaved;

  const change = async (wanted: boolean) => {
    setPending(wanted);
    try {
      await (wanted ? save() : remove());
      announce(t(wanted ? 'organizations.save.saved' : 'organizations.save.removed', { name }));
    } catch (error) {
      console.error('Saving to the list failed', error);
      announce(
        t(wanted ? 'organizations.save.saveFailed' : 'organizations.save.removeFailed', { name }),
        'assertive',
      );
    } finally {
      setPending(null);
    }
  };

  return (
    <ToggleButton
      className="button save-toggle"
      isSelected={isSelected}
      aria-label={t('organizations.save.label', { name })}
      // Never disabled, which would drop keyboard focus mid-press: a press before the list
      // has loaded (it cannot yet say what is saved) or while one is on its way does nothing.
      onChange={(wanted) => {
        if (isLoaded && pending === null) void change(wanted);
      }}
    >
      <span aria-hidden="true" className="save-toggle-mark">
        {isSelected ? '✓ ' : '+ '}
      </span>
      {t('organizations.save.button')}
    </ToggleButton>
  );
}
