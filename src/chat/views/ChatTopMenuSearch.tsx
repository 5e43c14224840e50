import { useMemo } from 'react';
import { ComboBox, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { selectActiveSessionId } from '../../../store/chats.slice';
import { useAppSelector } from '../../platform/store-hooks';
import { useChatTool } from '../chat-tool-context';
import { formatDateTime } from '../../i18n/formats';
import { useChatSearch } from './use-chat-lists';
import { ComboBoxInput } from '../../forms/ComboBoxInput';
import { popoverOffsetPx } from '../../forms/overlays';

/**
 * At most this many results are mounted: a combobox's options are all in the DOM (no virtual
 * list), and nobody scans further than this; more results ask for a longer query instead.
 */
export const TOP_MENU_SEARCH_LIMIT = 50;

interface ResultOption {
  id: string;
  name: string | null;
  timeStamp: number;
}

/**
 * tools.md §2 top menu "chat search dropdown": the sidebar's search (names and messages); picking a
 * result opens that chat (and `onPicked`: the phone's sheet it is in closes).
 */
export function ChatTopMenuSearch({ onPicked }: { onPicked?: () => void }) {
  const { t, i18n } = useTranslation('chat');
  const { commands } = useChatTool();
  const { query, setQuery, results, anyChats } = useChatSearch();
  const activeId = useAppSelector(selectActiveSessionId);
  const shown = useMemo<ResultOption[]>(
    () => results.slice(0, TOP_MENU_SEARCH_LIMIT).map((chat) => ({ id: chat.sessionId, name: chat.name, timeStamp: chat.timeStamp })),
    [results],
  );
  const changed = (timeStamp: number) => formatDateTime(timeStamp, i18n.language);

  return (
    <ComboBox
      className="top-menu-search"
      items={shown}
      inputValue={query}
      onInputChange={setQuery}
      // The open chat is the selected option; picking another opens it and empties the field (both
      // controlled, so the field never takes the chat's name).
      selectedKey={activeId}
      onSelectionChange={(key) => {
        if (key !== null && key !== activeId) {
          commands.switchChat(String(key));
          onPicked?.();
        }
        setQuery('');
      }}
      allowsEmptyCollection
    >
      <Label className="sr-only">{t('sidebar.search')}</Label>
      <ComboBoxInput className="top-menu-search-field" placeholder={t('sidebar.search')} showLabel={t('topMenu.showResults')} />
      <Popover placement="bottom start" offset={popoverOffsetPx} className="menu top-menu-search-popover">
        <ListBox<ResultOption>
          className="top-menu-search-results"
          renderEmptyState={() => <p className="muted menu-item">{anyChats ? t('sidebar.noMatch') : t('sidebar.noChats')}</p>}
        >
          {(chat) => (
            <ListBoxItem id={chat.id} textValue={chat.name ?? t('sidebar.untitled')} className="menu-item">
              <Text slot="label">{chat.name ?? t('sidebar.untitled')}</Text>
              <Text slot="description" className="top-menu-search-date">
                {t('topMenu.lastChanged', { date: changed(chat.timeStamp) })}
              </Text>
            </ListBoxItem>
          )}
        </ListBox>
        {results.length > shown.length && (
          <p className="menu-footer" role="status">
            {t('topMenu.moreResults', { shown: shown.length, count: results.length })}
          </p>
        )}
      </Popover>
    </ComboBox>
  );
}
