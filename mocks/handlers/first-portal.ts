import { http } from '../http';

export const firstPortalHandlers: ReturnType<typeof http.get>[] = [];
