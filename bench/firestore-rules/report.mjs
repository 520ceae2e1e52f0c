// Output: the markdown tables the benchmark prints.

const table = (head, rows) => [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

export function rulesTable(measured, budget) {
  const rows = [];
  const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
  for (const { scenario, whole, docs } of measured) {
    docs.forEach((d, i) => {
      let expressions;
      let left;
      if (!d.ok && d.split) [expressions, left] = [`**${d.expressions}** (in ${d.parts} parts: ${d.breakdown.map((b) => `\`${b}\``).join(', ')})`, `**${budget - d.expressions}**: refused, ${d.refusal}`];
      else if (!d.ok) [expressions, left] = [`over ${budget}`, `refused: ${d.refusal}`];
      else if (d.expressions === null) [expressions, left] = ['(not measured)', '(not measured)'];
      else [expressions, left] = [String(d.expressions), String(budget - d.expressions)];
      const request = i === 0 ? `${whole.ok ? '' : `**refused** (${whole.refusal}); `}${whole.calls} on ${plural(whole.documents, 'doc')}${whole.summed ? ' (its documents\' summed)' : ''}` : '';
      rows.push([i === 0 ? scenario.request : '', `${d.collection} (${d.method})`, expressions, left, String(d.coverage), `${d.calls} on ${plural(d.documents, 'doc')}`, request]);
    });
  }
  return table(['Write (one request)', 'Document (rule)', 'Expressions', 'Left of the 1000', 'Coverage ÷ 2', 'get/exists calls', 'Calls in the request'], rows);
}

/** How far the coverage estimate is from the measured count, over the documents measured. */
export function spread(measured) {
  const ratios = measured.flatMap((m) => m.docs.filter((d) => d.ok && d.expressions)).map((d) => d.coverage / d.expressions - 1);
  if (ratios.length === 0) return '';
  const percent = (r) => `${r > 0 ? '+' : ''}${Math.round(r * 100)} %`;
  return ` (here ${percent(Math.min(...ratios))} to ${percent(Math.max(...ratios))} of the measured count: the report lists the operands && and || pass over, leaves out literals, and for a set() creating a document also counts the update statement the engine evaluates beside it without charging it)`;
}

export function shapesTable(shapes) {
  const shown = (s) => {
    if (s.largest === null) return '**none**';
    if (s.largest >= s.allowed) return `${s.largest} (all)`;
    if (s.largest >= s.checked) return `${s.largest} (all checked)`;
    return `**${s.largest}**`;
  };
  return table(['Shape', 'The domain allows', 'Largest that passes'], shapes.map((s) => [s.shape, String(s.allowed), shown(s)]));
}

export function costTable(rows) {
  return table(
    ['Operation', 'Requests', 'Documents written', 'Reads by the app', 'Reads by the rules (calls; documents)', 'Billed reads'],
    rows.map((r) => [r.label, String(r.requests), String(r.writes), String(r.clientReads), `${r.rules.calls}; ${r.rules.documents}`, `${r.clientReads + r.rules.calls}`]),
  );
}

export function screensTable(rows) {
  const frame = rows[0];
  const described = (r) => {
    const own = r === frame || !frame.parts.every((part) => r.parts.includes(part)) ? r.parts : r.parts.filter((part) => !frame.parts.includes(part));
    return [...(own === r.parts ? [] : [`every page's ${frame.reads}`]), ...own.map(([what, n]) => `${what}: ${n}`)].join('; ');
  };
  return table(['Screen opened', 'What it reads', 'Billed reads'], rows.map((r) => [r.screen, described(r), String(r.reads)]));
}
