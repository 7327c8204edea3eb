// Raw calls for tests that set up or check the server's side (a member's balance, a claim made
// elsewhere): the app's code reads and writes through the api/ domain modules instead.
export { apiCall } from '../api/client';
