type Spec = { key: string; value: string };

/** Key/value specifications as a real table (screen readers announce row headers). */
export function SpecsTable({ specs, caption }: { specs: Spec[]; caption?: string }) {
  if (!specs.length) return null;
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <tbody className="divide-y divide-slate-200">
          {specs.map((spec, i) => (
            <tr key={`${spec.key}-${i}`} className="odd:bg-slate-50">
              <th scope="row" className="w-2/5 px-4 py-2.5 align-top font-medium text-slate-600 sm:w-1/3">
                {spec.key}
              </th>
              <td className="px-4 py-2.5 text-slate-900">{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
