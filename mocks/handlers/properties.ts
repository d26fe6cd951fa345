import { http } from '../http';

export const propertiesHandlers: ReturnType<typeof http.get>[] = [];
