export type HeaderRule = {path: string; pattern: RegExp; headers: [string, string][]};
export declare function parseHeadersFile(text: string): HeaderRule[];
export declare function headersForPath(rules: HeaderRule[], pathname: string): Map<string, string>;
