import { DeviceTokenSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api-client";
import { deviceTokenKeys } from "@/lib/query-keys";

const DeviceTokenListSchema = z.object({ tokens: z.array(DeviceTokenSchema) });

export const getDeviceTokens = async () =>
  (await api.get("/api/me/device-tokens", DeviceTokenListSchema)).tokens;

export const deviceTokensQueryOptions = queryOptions({
  queryKey: deviceTokenKeys.all,
  queryFn: getDeviceTokens,
});

export function useDeviceTokens() {
  return useQuery(deviceTokensQueryOptions);
}
