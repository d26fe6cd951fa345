import { http } from '../http';

export const usersHandlers: ReturnType<typeof http.get>[] = [];
