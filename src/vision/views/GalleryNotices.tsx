import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { storedForDays, maxStoredImages, type GalleryNotice } from '../../../machines/vision/gallery';
import { useVisionTool } from '../vision-tool-context';

const danger = new Set<GalleryNotice['kind']>(['unreadable', 'loadFailed']);

/** What the stored gallery has to say, each until the user dismisses it. */
export function GalleryNotices() {
  const { t } = useTranslation('vision');
  const { actor, commands } = useVisionTool();
  const notices = useSelector(actor, (s) => s.context.notices);
  return notices.map((notice) => (
    <div
      key={notice.kind}
      className={danger.has(notice.kind) ? 'notice notice-danger vision-notice' : 'notice vision-notice'}
      role={notice.kind === 'dropped' ? 'status' : 'alert'}
    >
      <p>{t(`notices.${notice.kind}`, { count: 'count' in notice ? notice.count : 1, max: maxStoredImages, days: storedForDays })}</p>
      <Button className="button" onPress={() => commands.dismissNotice(notice.kind)}>
        {t('notices.dismiss')}
      </Button>
    </div>
  ));
}
