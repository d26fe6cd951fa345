import { http } from '../http';

export const secondPortalHandlers: ReturnType<typeof http.get>[] = [];
