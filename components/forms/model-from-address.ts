import { useEffect, useRef } from 'react';

/**
 * The model a model page's action names in the address (`?model=IU-1100`, `parameter` model): its line and then the
 * model itself are chosen once the form is on the page (the model select offers the line's
 * models only once the line is chosen, so the model is set on the render after). A code that is
 * not one of `models` chooses nothing. Without JavaScript the form cannot be sent at all (its
 * reCAPTCHA), and says so.
 */
export function useModelFromAddress(
  /** The address's parameter naming the model. */
  parameter: string,
  models: readonly { code: string; line: string }[],
  line: string,
  choose: (name: 'productLine' | 'modelCode', value: string) => void,
) {
  // undefined until the address is read; then the model still to choose, or null.
  const wanted = useRef<{ code: string; line: string } | null | undefined>(undefined);
  useEffect(() => {
    if (wanted.current === undefined) {
      const code = new URLSearchParams(window.location.search).get(parameter);
      wanted.current = (code && models.find((m) => m.code === code)) || null;
      if (wanted.current) choose('productLine', wanted.current.line);
    }
    const model = wanted.current;
    if (model && line === model.line) {
      choose('modelCode', model.code);
      wanted.current = null;
    }
  }, [parameter, models, line, choose]);
}
