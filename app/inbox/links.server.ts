/** Server-only helpers the inbox's actions share (kept out of the browser's bundle by the name). */
export { linkUrl } from "../../server/inbox/settings";
export { normalEmail } from "../../db/staff-store";
