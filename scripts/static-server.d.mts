export declare function startStaticServer(options: {
  dir: string;
  port: number;
  host?: string;
  baseUrl?: string;
  withoutHeadersFile?: boolean;
  gzipOnly?: boolean;
}): Promise<{url: string; close: () => Promise<void>}>;
