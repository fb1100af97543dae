// The part of fs-native-extensions the data-folder lock uses (the package ships no types).
declare module 'fs-native-extensions' {
  /** An exclusive (or, with `shared`, shared) lock on the whole file; false when another holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
  const nativeFs: { tryLock: typeof tryLock; unlock: typeof unlock };
  export default nativeFs;
}
