import { ConfigError } from "./config.js";
import { serve } from "./serve.js";

serve().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
