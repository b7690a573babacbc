// The few platform globals the contract uses, present alike in browsers and Node 20,
// declared here so that the contract compiles with neither DOM nor Node types.
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: ArrayBufferView | ArrayBuffer): string;
}
declare function atob(data: string): string;
declare function btoa(data: string): string;
