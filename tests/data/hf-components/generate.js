// Writes cases.json: normalizers, pre-tokenizers and decoders of tokenizer.json run by Hugging
// Face's own `tokenizers` (the npm binding, 0.23.2) on hostile texts, for tst_hfnormalizers,
// tst_hfpretokenizers and tst_hfdecoders. Run: NODE_PATH=<dir with node_modules> node generate.js
const { Tokenizer } = require('tokenizers');
const fs = require('fs');
const version = require('tokenizers/package.json').version;

const texts = {
  empty: '',
  english: "Hello world! It's 3:45pm, isn't it? We'll see—they've said I'd GO.",
  german: 'Grüße aus München: Die Straße ist 12,5 km lang; ÄPFEL, Öl und Übermut.',
  chinese: '我们今天去北京大学参观，天气很好。人工智能正在改变世界！',
  japanese: '東京は日本の首都です。カタカナとひらがな、漢字123。',
  korean: '한국어 문장입니다. 서울에서',
  cyrillic: 'Привет, как дела? ВСЁ хорошо.',
  greek: 'ΣΑΣ Ελληνικά κείμενα, ΟΔΟΣ 42.',
  arabic: 'مرحبا بالعالم، هذا نص عربي ١٢٣.',
  hindi: 'नमस्ते दुनिया, यह हिंदी पाठ है। क्षत्रिय',
  thai: 'ภาษาไทยไม่มีช่องว่างระหว่างคำ',
  emoji: '👩‍👩‍👧‍👦 family 👍🏽 thumbs 🇩🇪 flag ❤️ 🥰🫠',
  combining: 'e\u0301 a\u0308 \u1e9b\u0323 n\u0303\u0303 Å Å ﬁ ﬃ ² ½ Ⅻ ㍿ ǅ İstanbul ß ẞ',
  zerowidth: 'zero\u200bwidth\u200c\u200djoin\u2060er\ufeffbom \u00ad soft',
  control: 'a\u0000b\u0001c\u007fd\u0085e\u009ff\ufffdg\u200eh\u202ei\ue000j\u180ek\u0890',
  whitespace: '  lead\t\ttab  \u00a0nbsp\u3000ideo\u2028line \u2003em   trail   ',
  crlf: 'line one\r\nline two\r\n\r\n  indented\n\n\nend\r',
  code: 'def f(x):\n    return x**2 + 1  # 10000 items\r\n\tif (a && b) { c++; } // 3.14159e-10',
  numbers: '1234567890 ١٢٣٤ ۱۲۳ १२३ ½ ² Ⅻ 12,345.67',
  apostrophes: "'S 'T 'RE 'Ve 'ſ YOU'LL I'M 'll 'd's 're'",
  newer: 'Unicode 15: \u{11f04}\u{11f05} 16: \u{10d50}\u{10d70} 17: \u{16ea0} \u{1c89}',
  longword: 'a'.repeat(400) + ' ' + 'Донауд'.repeat(30) + ' ' + '中'.repeat(60),
  metaspace: '▁already▁ has ▁ marks',
  punct: '«Quoted» ¿Qué? ¡Sí! — a/b\\c "d" [e] {f} (g) @h #i $j %k ^l &m *n ~o `p |q',
};
// Kept short for the long cases, so that the fixture stays small.
const hostile = Object.keys(texts);

const vocab = { version: '1.0', truncation: null, padding: null, added_tokens: [],
  normalizer: null, pre_tokenizer: null, post_processor: null, decoder: null,
  model: { type: 'WordLevel', vocab: { '[UNK]': 0 }, unk_token: '[UNK]' } };
const tokenizer = (parts) => Tokenizer.fromString(JSON.stringify({ ...vocab, ...parts }));

// preTokenizeString's offsets count characters; the tests want bytes of the UTF-8 text.
function byteOffset(text, chars) {
  return Buffer.byteLength([...text].slice(0, chars).join(''), 'utf8');
}

const normalizers = {
  NFC: { type: 'NFC' }, NFD: { type: 'NFD' }, NFKC: { type: 'NFKC' }, NFKD: { type: 'NFKD' },
  Lowercase: { type: 'Lowercase' }, StripAccents: { type: 'StripAccents' },
  'NFD+StripAccents': { type: 'Sequence', normalizers: [{ type: 'NFD' }, { type: 'StripAccents' }] },
  BertDefault: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: true },
  BertCased: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: false },
  BertStripNoLower: { type: 'BertNormalizer', clean_text: false, handle_chinese_chars: false, strip_accents: true, lowercase: false },
  BertNoStrip: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: false, strip_accents: false, lowercase: true },
  Prepend: { type: 'Prepend', prepend: '▁' },
  ReplaceString: { type: 'Replace', pattern: { String: ' ' }, content: '▁' },
  ReplaceRegex: { type: 'Replace', pattern: { Regex: '\\s+' }, content: '_' },
  ReplaceEmptyMatches: { type: 'Replace', pattern: { Regex: 'x*' }, content: '-' },
  ReplaceEmptyString: { type: 'Replace', pattern: { String: '' }, content: '+' },
  StripBoth: { type: 'Strip', strip_left: true, strip_right: true },
  StripLeft: { type: 'Strip', strip_left: true, strip_right: false },
  StripRight: { type: 'Strip', strip_left: false, strip_right: true },
  Llama2: { type: 'Sequence', normalizers: [{ type: 'Prepend', prepend: '▁' }, { type: 'Replace', pattern: { String: ' ' }, content: '▁' }] },
  NFKCLower: { type: 'Sequence', normalizers: [{ type: 'NFKC' }, { type: 'Lowercase' }] },
};

const split = (pattern, behavior, invert = false) => ({ type: 'Split', pattern, behavior, invert });
const gpt2 = "'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+";
const llama3 = "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
const qwen2 = llama3.replace('\\p{N}{1,3}', '\\p{N}');
const byteLevel = (add_prefix_space, use_regex = true) => ({ type: 'ByteLevel', add_prefix_space, trim_offsets: true, use_regex });
const preTokenizers = {
  ByteLevel: byteLevel(false), ByteLevelPrefix: byteLevel(true), ByteLevelNoRegex: byteLevel(false, false),
  ByteLevelPrefixNoRegex: byteLevel(true, false),
  Llama3: { type: 'Sequence', pretokenizers: [split({ Regex: llama3 }, 'Isolated'), byteLevel(false, false)] },
  Qwen2: { type: 'Sequence', pretokenizers: [split({ Regex: qwen2 }, 'Isolated'), byteLevel(false, false)] },
  SplitGpt2Isolated: split({ Regex: gpt2 }, 'Isolated'),
  SplitRemoved: split({ Regex: '\\s+' }, 'Removed'),
  SplitMergedWithPrevious: split({ Regex: '[,.!?]' }, 'MergedWithPrevious'),
  SplitMergedWithNext: split({ String: ' ' }, 'MergedWithNext'),
  SplitContiguous: split({ Regex: '\\p{P}' }, 'Contiguous'),
  SplitInvert: split({ Regex: '\\p{L}+' }, 'Removed', true),
  SplitInvertIsolated: split({ Regex: '\\d' }, 'Isolated', true),
  SplitEmptyMatches: split({ Regex: 'a*' }, 'Isolated'),
  SplitEmptyMatchesMerged: split({ Regex: '\\b' }, 'MergedWithNext'),
  SplitEmptyString: split({ String: '' }, 'Removed'),
  SplitDigitsTriples: split({ Regex: '\\d{1,3}(?=(?:\\d{3})*\\b)' }, 'Isolated'),
  MetaspaceAlways: { type: 'Metaspace', replacement: '▁', prepend_scheme: 'always', split: true },
  MetaspaceFirst: { type: 'Metaspace', replacement: '▁', prepend_scheme: 'first', split: true },
  MetaspaceNever: { type: 'Metaspace', replacement: '▁', prepend_scheme: 'never', split: true },
  MetaspaceFirstNoSplit: { type: 'Metaspace', replacement: '▁', prepend_scheme: 'first', split: false },
  MetaspaceLegacy: { type: 'Metaspace', replacement: '▁', add_prefix_space: true },
  MetaspaceLegacyOff: { type: 'Metaspace', replacement: '_', add_prefix_space: false, prepend_scheme: 'never' },
  WhitespaceThenMetaspaceFirst: { type: 'Sequence', pretokenizers: [{ type: 'WhitespaceSplit' }, { type: 'Metaspace', replacement: '▁', prepend_scheme: 'first', split: true }] },
  PunctuationThenMetaspaceFirst: { type: 'Sequence', pretokenizers: [{ type: 'Punctuation' }, { type: 'Metaspace', replacement: '▁', prepend_scheme: 'first', split: false }] },
  Whitespace: { type: 'Whitespace' }, WhitespaceSplit: { type: 'WhitespaceSplit' },
  BertPreTokenizer: { type: 'BertPreTokenizer' },
  Digits: { type: 'Digits', individual_digits: false }, DigitsIndividual: { type: 'Digits', individual_digits: true },
  Punctuation: { type: 'Punctuation' },
  PunctuationRemoved: { type: 'Punctuation', behavior: 'Removed' },
  PunctuationMergedWithPrevious: { type: 'Punctuation', behavior: 'MergedWithPrevious' },
  PunctuationMergedWithNext: { type: 'Punctuation', behavior: 'MergedWithNext' },
  PunctuationContiguous: { type: 'Punctuation', behavior: 'Contiguous' },
  DigitsThenByteLevel: { type: 'Sequence', pretokenizers: [{ type: 'Digits', individual_digits: true }, byteLevel(true)] },
};

const tokenLists = {
  empty: [],
  gpt2: ['Hello', 'Ġworld', '!', 'ĠGr', 'Ã¼', 'ÃŁ', 'e', 'Ċ', 'ĠðŁĳ', '©', 'âĢį', 'plain text', 'Ġ'],
  splitChar: ['ä¸', 'Ń', 'ĠðŁ'],
  wordpiece: ['[CLS]', 'hello', '##s', 'world', '.', 'don', "'", 't', '?', 'do', 'not', '##', 'i', "'m", ',', '!'],
  metaspace: ['▁Hello', '▁▁world', '▁', 'a▁b', '▁'],
  bytes: ['<0x41>', '<0xE4>', '<0xB8>', '<0xAD>', 'x', '<0xE4>', '<0xB8>', 'y', '<0xff>', '<0x+F>', '<0xZZ>', '<0x4>', '<0x41>'],
  bpe: ['hel', 'lo</w>', 'wor', 'ld</w>', '</w>', 'a</w>b</w>'],
  spaces: [' a ', '  b', 'c  ', ' ', '', '▁x▁'],
};
const decoders = {
  ByteLevel: { type: 'ByteLevel', add_prefix_space: true, trim_offsets: true, use_regex: true },
  WordPiece: { type: 'WordPiece', prefix: '##', cleanup: true },
  WordPieceNoCleanup: { type: 'WordPiece', prefix: '##', cleanup: false },
  WordPieceEmptyPrefix: { type: 'WordPiece', prefix: '', cleanup: true },
  MetaspaceAlways: { type: 'Metaspace', replacement: '▁', prepend_scheme: 'always', split: true },
  MetaspaceNever: { type: 'Metaspace', replacement: '▁', prepend_scheme: 'never', split: true },
  MetaspaceFirst: { type: 'Metaspace', replacement: '▁', prepend_scheme: 'first', split: true },
  ByteFallback: { type: 'ByteFallback' },
  Fuse: { type: 'Fuse' },
  Strip: { type: 'Strip', content: ' ', start: 1, stop: 1 },
  StripStartOnly: { type: 'Strip', content: ' ', start: 2, stop: 0 },
  Replace: { type: 'Replace', pattern: { String: '▁' }, content: ' ' },
  ReplaceRegex: { type: 'Replace', pattern: { Regex: '[a-c]+' }, content: '<$0>' },
  BPEDecoder: { type: 'BPEDecoder', suffix: '</w>' },
  BPEDecoderEmptySuffix: { type: 'BPEDecoder', suffix: '' },
  Llama2: { type: 'Sequence', decoders: [{ type: 'Replace', pattern: { String: '▁' }, content: ' ' }, { type: 'ByteFallback' }, { type: 'Fuse' }, { type: 'Strip', content: ' ', start: 1, stop: 0 }] },
};

const cases = { oracle: `tokenizers ${version}`, normalizers: [], preTokenizers: [], decoders: [] };
for (const [name, config] of Object.entries(normalizers)) {
  const n = tokenizer({ normalizer: config }).getNormalizer();
  for (const t of hostile)
    cases.normalizers.push({ name: `${name}/${t}`, config, input: texts[t], expected: n.normalizeString(texts[t]) });
}
for (const [name, config] of Object.entries(preTokenizers)) {
  const p = tokenizer({ pre_tokenizer: config }).getPreTokenizer();
  for (const t of hostile) {
    const input = texts[t];
    const expected = p.preTokenizeString(input).map(([piece, [s]]) => [piece, byteOffset(input, s)]);
    cases.preTokenizers.push({ name: `${name}/${t}`, config, input, expected });
  }
}
for (const [name, config] of Object.entries(decoders)) {
  const d = tokenizer({ decoder: config }).getDecoder();
  for (const [t, tokens] of Object.entries(tokenLists)) {
    if (name.startsWith('Strip') && config.stop > 0 && tokens.some((x) => [...x].length < config.stop)) continue;  // tokenizers panics
    cases.decoders.push({ name: `${name}/${t}`, config, input: tokens, expected: d.decode(tokens) });
  }
}
fs.writeFileSync(`${__dirname}/cases.json`, JSON.stringify(cases, null, 0) + '\n');
console.log(cases.normalizers.length, cases.preTokenizers.length, cases.decoders.length);
