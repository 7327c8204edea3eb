/** The addresses of home (spec 2.1: / and its aliases). */
export const HOME_PATHS: readonly string[] = ['/', '/index', '/index.html', '/home'];
