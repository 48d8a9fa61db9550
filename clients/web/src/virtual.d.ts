// The build's virtual modules (vite.config.ts).
declare module "virtual:api-schemas" {
  import type { JsonSchema } from "./tournament-form";
  const schemas: Record<"TournamentCreate" | "SprtParams" | "RummyMatchCreate" | "RummySeatBot" | "RummyOptions", JsonSchema>;
  export default schemas;
}
