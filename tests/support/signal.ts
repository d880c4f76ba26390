// A moment a test waits for and another part of it announces: a slow upload told to go on, a transaction held open
// until the test has looked.
export type Signal = { readonly given: Promise<void>; give(): void };

export function signal(): Signal {
  let give = () => {};
  const given = new Promise<void>((resolve) => {
    give = resolve;
  });
  return { given, give };
}
