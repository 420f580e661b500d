'use strict';
// The tokenizer.json objects of each component, spelt as `tokenizers` serializes them
// (tokenizers/src/{normalizers,pre_tokenizers,processors,decoders}/*.rs), so that the fixtures
// read like the files on the Hub.

const str = (s) => ({ String: s });
const re = (r) => ({ Regex: r });

const n = {
  nfc: () => ({ type: 'NFC' }),
  nfd: () => ({ type: 'NFD' }),
  nfkc: () => ({ type: 'NFKC' }),
  nfkd: () => ({ type: 'NFKD' }),
  lowercase: () => ({ type: 'Lowercase' }),
  stripAccents: () => ({ type: 'StripAccents' }),
  strip: (left, right) => ({ type: 'Strip', strip_left: left, strip_right: right }),
  prepend: (p) => ({ type: 'Prepend', prepend: p }),
  replace: (pattern, content) => ({ type: 'Replace', pattern, content }),
  bert: (lowercase, stripAccents = null) => ({
    type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true,
    strip_accents: stripAccents, lowercase,
  }),
  seq: (...normalizers) => ({ type: 'Sequence', normalizers }),
};

const pt = {
  byteLevel: (addPrefixSpace, useRegex) => ({
    type: 'ByteLevel', add_prefix_space: addPrefixSpace, trim_offsets: true, use_regex: useRegex,
  }),
  split: (pattern, behavior, invert = false) => ({ type: 'Split', pattern, behavior, invert }),
  metaspace: (prependScheme, split) => ({
    type: 'Metaspace', replacement: '\u2581', prepend_scheme: prependScheme, split,
  }),
  whitespace: () => ({ type: 'Whitespace' }),
  whitespaceSplit: () => ({ type: 'WhitespaceSplit' }),
  bert: () => ({ type: 'BertPreTokenizer' }),
  digits: (individual) => ({ type: 'Digits', individual_digits: individual }),
  punctuation: (behavior) => ({ type: 'Punctuation', behavior }),
  seq: (...pretokenizers) => ({ type: 'Sequence', pretokenizers }),
};

// Post-processors name their special tokens; `id` resolves a token's id once the vocabulary
// is built, so each is a function of it.
const pp = {
  byteLevel: (trimOffsets = true) => () => ({
    type: 'ByteLevel', add_prefix_space: true, trim_offsets: trimOffsets, use_regex: true,
  }),
  template: (before, after) => (id) => {
    const special = (t) => ({ SpecialToken: { id: t, type_id: 0 } });
    const single = [...before.map(special), { Sequence: { id: 'A', type_id: 0 } },
      ...after.map(special)];
    const pair = [...single, { Sequence: { id: 'B', type_id: 1 } },
      ...after.map((t) => ({ SpecialToken: { id: t, type_id: 1 } }))];
    const specialTokens = {};
    for (const t of [...before, ...after]) specialTokens[t] = { id: t, ids: [id(t)], tokens: [t] };
    return { type: 'TemplateProcessing', single, pair, special_tokens: specialTokens };
  },
  bert: (sep, cls) => (id) => ({ type: 'BertProcessing', sep: [sep, id(sep)], cls: [cls, id(cls)] }),
  roberta: (sep, cls, addPrefixSpace) => (id) => ({
    type: 'RobertaProcessing', sep: [sep, id(sep)], cls: [cls, id(cls)], trim_offsets: true,
    add_prefix_space: addPrefixSpace,
  }),
  seq: (...processors) => (id) => ({ type: 'Sequence', processors: processors.map((p) => p(id)) }),
};

const dec = {
  byteLevel: () => ({ type: 'ByteLevel', add_prefix_space: true, trim_offsets: true, use_regex: true }),
  wordPiece: (cleanup) => ({ type: 'WordPiece', prefix: '##', cleanup }),
  metaspace: (prependScheme, split = true) => ({
    type: 'Metaspace', replacement: '\u2581', prepend_scheme: prependScheme, split,
  }),
  byteFallback: () => ({ type: 'ByteFallback' }),
  fuse: () => ({ type: 'Fuse' }),
  strip: (content, start, stop) => ({ type: 'Strip', content, start, stop }),
  replace: (pattern, content) => ({ type: 'Replace', pattern, content }),
  seq: (...decoders) => ({ type: 'Sequence', decoders }),
};

// The split regexes of the real tokenizers, as their tokenizer.json files hold them.
const regex = {
  llama3: "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+",
  qwen2: "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+",
  clip: "<\\|startoftext\\|>|<\\|endoftext\\|>|'s|'t|'re|'ve|'m|'ll|'d|[\\p{L}]+|[\\p{N}]|[^\\s\\p{L}\\p{N}]+",
};

module.exports = { str, re, n, pt, pp, dec, regex };
