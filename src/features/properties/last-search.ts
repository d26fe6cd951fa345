import { create } from 'zustand';
import type { PropertiesSearch } from './search';

/** The list's last search, and whose it was: another user signed in on this tab starts afresh. */
interface LastListSearch {
  owner: number | null;
  search: PropertiesSearch | null;
}

const useLastListSearchStore = create<LastListSearch>()(() => ({ owner: null, search: null }));

/** Remembers the list's search (filters, sort, page) as the user leaves it for a property. */
export function rememberListSearch(owner: number, search: PropertiesSearch): void {
  useLastListSearchStore.setState({ owner, search });
}

/** This user's last search of the list: the way back ('Meus Imóveis') returns to it. */
export function useLastListSearch(owner: number | undefined): PropertiesSearch | undefined {
  return useLastListSearchStore((state) => (state.owner === owner ? state.search : null) ?? undefined);
}
