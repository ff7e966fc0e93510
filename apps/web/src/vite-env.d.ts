/** When this build was made; a cache saved by another build is not restored. */
declare const __APP_BUILD_ID__: string;
