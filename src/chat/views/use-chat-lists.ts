import { useState } from 'react';
import { selectChatDocuments } from '../../../store/chat-documents';
import { selectChatSearchResults, selectChats } from '../../../store/chats.slice';
import { selectDocuments } from '../../../store/documents.slice';
import { useAppSelector } from '../../platform/store-hooks';
import { useChatTool } from '../chat-tool-context';

/** The chat search the sidebar and the top menu share: names and messages, last changed first. */
export function useChatSearch() {
  const [query, setQuery] = useState('');
  const results = useAppSelector((s) => (query.trim() ? selectChatSearchResults(s, query) : selectChats(s)));
  const anyChats = useAppSelector((s) => selectChats(s).length > 0);
  return { query, setQuery, results, anyChats };
}

/** The uploaded documents and the ones the open chat uses; ticking with no chat open starts one. */
export function useDocumentSelection() {
  const { commands } = useChatTool();
  const documents = useAppSelector(selectDocuments);
  const selected = useAppSelector((s) => selectChatDocuments(s, s.chats.activeSessionId));
  return { documents, selected, select: commands.selectDocuments };
}
