import { http } from '../http';

export const refreshHandlers: ReturnType<typeof http.get>[] = [];
