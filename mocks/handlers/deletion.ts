import { http } from '../http';

export const deletionHandlers: ReturnType<typeof http.get>[] = [];
