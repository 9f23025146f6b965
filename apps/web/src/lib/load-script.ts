const loading = new Map<string, Promise<unknown>>();

/**
 * A third party's script (Google sign-in, Razorpay Checkout), added to the page once and only
 * when asked for; resolves with the global it defines. A failed load can be tried again.
 */
export function loadScript<T>(src: string, global: () => T | undefined): Promise<T> {
  const ready = global();
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(src);
  if (pending) return pending as Promise<T>;
  const load = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const loaded = global();
      if (loaded) resolve(loaded);
      else reject(new Error(`${src} loaded empty`));
    };
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`${src} failed to load`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, load);
  return load;
}
