import { DownloadMenu, useFileDownload } from '../../components/ui/download-menu.tsx';
import { LIST_FILE_FORMATS, listFileName, type ListFileFormat } from '../../contracts/my-list.ts';
import type { Language } from '../../i18n/dictionaries.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { translate } from '../../i18n/translate.ts';

const filePath = (name: string) => `/api/v1/my-list/files/${encodeURIComponent(name)}`;

function itemLabel(language: Language, format: ListFileFormat): string {
  const suffix = language === 'en' ? 'English' : 'Spanish';
  if (format === 'text') return translate(language, `myList.download.text${suffix}`);
  return translate(language, `myList.download.largePrint${suffix}`, {
    size: format === 'large-24' ? 24 : 18,
  });
}

/**
 * The list to take away (issue 38): plain text for a braille display or a reading app, or
 * large print to hand to someone, in either language, with the notes.
 */
export function ListDownloadMenu() {
  const { t } = useI18n();
  const { download, failed } = useFileDownload(filePath);
  return (
    <DownloadMenu
      label={t('myList.download.button')}
      download={download}
      failed={failed}
      choices={(language) =>
        LIST_FILE_FORMATS.map((format) => ({
          name: listFileName(language, format),
          label: itemLabel(language, format),
        }))
      }
    />
  );
}
