/** The header our own server sets from the socket (or a trusted proxy); any client value is replaced. */
export const CLIENT_IP_HEADER = "x-haulwise-client-ip";
