// Enough YAML to read compose.yaml in a test, since no YAML package is
// installed: block mappings and sequences, plain and quoted scalars, flow
// sequences of scalars, comments. Anything else (anchors, block scalars,
// tabs, flow mappings) is refused, so the file stays this simple.

export type YamlValue = string | number | boolean | null | YamlValue[] | { [key: string]: YamlValue };

type Line = { indent: number; text: string; number: number };

export function parseYaml(text: string): YamlValue {
  const lines: Line[] = [];
  text.split("\n").forEach((raw, index) => {
    if (raw.includes("\t")) throw new Error(`line ${index + 1}: tab`);
    const content = stripComment(raw).trimEnd();
    if (content.trim() === "") return;
    lines.push({ indent: content.length - content.trimStart().length, text: content.trim(), number: index + 1 });
  });
  if (lines.length === 0) return null;
  const [value, next] = parseBlock(lines, 0, (lines[0] as Line).indent);
  if (next !== lines.length) throw new Error(`line ${(lines[next] as Line).number}: unexpected indentation`);
  return value;
}

function stripComment(line: string): string {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "#" && (i === 0 || line[i - 1] === " ")) return line.slice(0, i);
  }
  return line;
}

const isItem = (line: Line) => line.text === "-" || line.text.startsWith("- ");

function parseBlock(lines: Line[], at: number, indent: number): [YamlValue, number] {
  return isItem(lines[at] as Line) ? parseSequence(lines, at, indent) : parseMapping(lines, at, indent);
}

function parseMapping(lines: Line[], at: number, indent: number): [YamlValue, number] {
  const map: { [key: string]: YamlValue } = {};
  let i = at;
  while (i < lines.length) {
    const line = lines[i] as Line;
    if (line.indent < indent || (line.indent === indent && isItem(line))) break;
    if (line.indent > indent) throw new Error(`line ${line.number}: unexpected indentation`);
    const match = /^("[^"]*"|'[^']*'|[^:]+?)\s*:(?:\s+(.*))?$/.exec(line.text);
    if (!match) throw new Error(`line ${line.number}: expected "key: value"`);
    const key = String(scalar(match[1] as string));
    if (key in map) throw new Error(`line ${line.number}: duplicate key "${key}"`);
    const rest = match[2];
    i++;
    if (rest !== undefined && rest !== "") map[key] = scalar(rest);
    else if (i < lines.length && ((lines[i] as Line).indent > indent || ((lines[i] as Line).indent === indent && isItem(lines[i] as Line)))) {
      [map[key], i] = parseBlock(lines, i, (lines[i] as Line).indent);
    } else map[key] = null;
  }
  return [map, i];
}

function parseSequence(lines: Line[], at: number, indent: number): [YamlValue, number] {
  const list: YamlValue[] = [];
  let i = at;
  while (i < lines.length) {
    const line = lines[i] as Line;
    if (line.indent !== indent || !isItem(line)) {
      if (line.indent > indent) throw new Error(`line ${line.number}: unexpected indentation`);
      break;
    }
    const content = line.text.slice(1).trimStart();
    if (content === "") {
      i++;
      if (i >= lines.length || (lines[i] as Line).indent <= indent) list.push(null);
      else {
        let value: YamlValue;
        [value, i] = parseBlock(lines, i, (lines[i] as Line).indent);
        list.push(value);
      }
    } else if (/^("[^"]*"|'[^']*'|[^:"'[{]+?)\s*:(\s|$)/.test(content)) {
      // "- key: value" opens a mapping whose keys line up with "key".
      const inner = indent + (line.text.length - content.length);
      const copy = [...lines];
      copy[i] = { indent: inner, text: content, number: line.number };
      let value: YamlValue;
      [value, i] = parseMapping(copy, i, inner);
      list.push(value);
    } else {
      list.push(scalar(content));
      i++;
    }
  }
  return [list, i];
}

function scalar(text: string): YamlValue {
  const value = text.trim();
  if (value.startsWith('"')) return JSON.parse(value) as string;
  if (value.startsWith("'")) {
    if (!value.endsWith("'") || value.length < 2) throw new Error(`unterminated string ${value}`);
    return value.slice(1, -1).replace(/''/g, "'");
  }
  if (value.startsWith("[")) {
    if (!value.endsWith("]")) throw new Error(`unterminated flow sequence ${value}`);
    const inner = value.slice(1, -1).trim();
    return inner === "" ? [] : (inner.match(/"(?:[^"\\]|\\.)*"|'[^']*'|[^,]+/g) ?? []).map((part) => scalar(part));
  }
  if (/^[{&*!|>]/.test(value)) throw new Error(`unsupported YAML: ${value}`);
  if (value === "true" || value === "false") return value === "true";
  if (value === "null" || value === "~") return null;
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}
