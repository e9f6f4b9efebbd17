/**
 * Something loaded only when it is first needed (a form's checks and its
 * submission, ./lead-form-kit.ts): `start` begins the load and may be called
 * on every interaction, `get` waits for it. A failed load is forgotten, so
 * the next `get` (a submit) tries again; `start` begins a load only the
 * first time, so typing while offline does not retry at every key.
 */
export type OnDemand<Value> = {
  /** Begins loading the first time it is called; a failure here is left for `get` to report. */
  start: () => void;
  /** The value once loaded, else undefined. */
  current: () => Value | undefined;
  /** The value, loaded first if need be; rejects when the load fails. */
  get: () => Promise<Value>;
};

export function onDemand<Value>(load: () => Promise<Value>): OnDemand<Value> {
  let loaded: { value: Value } | undefined;
  let loading: Promise<Value> | undefined;
  let started = false;

  const get = (): Promise<Value> => {
    if (loaded) return Promise.resolve(loaded.value);
    loading ??= begin(load).then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return {
    start: () => {
      if (started) return;
      started = true;
      get().catch(() => undefined);
    },
    current: () => loaded?.value,
    get,
  };
}

/** The load's promise; a load that throws at once fails the same way. */
function begin<Value>(load: () => Promise<Value>): Promise<Value> {
  try {
    return load();
  } catch (error) {
    return Promise.reject(error);
  }
}
