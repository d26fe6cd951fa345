import { http } from '../http';

export const vectorHandlers: ReturnType<typeof http.get>[] = [];
