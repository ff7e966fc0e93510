import { messages } from "@haulwise/domain";
import { translateMessage } from "@/lib/i18n";

/** Each leg of a load cycle in the language on screen. */
export const legWords = {
  atLoad: () => translateMessage(messages.cycleScreens.legs.atLoad),
  haul: () => translateMessage(messages.cycleScreens.legs.haul),
  atDump: () => translateMessage(messages.cycleScreens.legs.atDump),
  return: () => translateMessage(messages.cycleScreens.legs.return),
  cycle: () => translateMessage(messages.cycleScreens.legs.cycle),
} as const;
