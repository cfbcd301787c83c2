/** The API half of `npm run dev`: the real server without the built site, restarted by tsx on changes. */
import { boot } from "../server/boot";

await boot({ serveSite: false, port: Number(process.env.API_PORT ?? 3001) });
