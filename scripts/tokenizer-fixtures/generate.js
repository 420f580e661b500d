'use strict';
// Writes tests/data/tokenizers/<name>/tokenizer.json and expected.json with Hugging Face's own
// `tokenizers` (the npm binding of its Rust code, the version package.json pins): each fixture
// is trained on corpus.js, pruned small, written, read back by the binding, and every text of
// texts.js encoded (add_special_tokens=true) and decoded (skip_special_tokens true and false).
//   node generate.js OUT_DIR        (scripts/tokenizer-fixtures.sh installs and runs it)

const fs = require('fs');
const os = require('os');
const path = require('path');
const tk = require('tokenizers');
const { corpus } = require('./corpus');
const { common, addedTokenTexts } = require('./texts');
const fixtures = require('./fixtures');
const { learnBpe } = require('./learn-bpe');
const { prune } = require('./vocab');
const { spellTokenizer } = require('./spell');

const PINNED = require('./package.json').dependencies.tokenizers;
const VERSION = require('tokenizers/package.json').version;

const EMPTY_MODEL = {
  bpe: { type: 'BPE', dropout: null, unk_token: null, continuing_subword_prefix: null,
    end_of_word_suffix: null, fuse_unk: false, byte_fallback: false, ignore_merges: false,
    vocab: {}, merges: [] },
  unigram: { type: 'Unigram', unk_id: null, vocab: [], byte_fallback: false },
  wordpiece: { type: 'WordPiece', unk_token: '[UNK]', continuing_subword_prefix: '##',
    max_input_chars_per_word: 100, vocab: {} },
  wordlevel: { type: 'WordLevel', vocab: {}, unk_token: '[UNK]' },
};

// The fixture's pipeline around an empty model, as the binding trains it.
function trainer(fx) {
  const t = fx.train || {};
  return tk.Tokenizer.fromString(JSON.stringify({
    version: '1.0', truncation: null, padding: null, added_tokens: [],
    normalizer: ('normalizer' in t ? t.normalizer : fx.normalizer) ?? null,
    pre_tokenizer: ('pre_tokenizer' in t ? t.pre_tokenizer : fx.pre_tokenizer) ?? null,
    post_processor: null, decoder: null, model: EMPTY_MODEL[fx.model],
  }));
}

function train(fx, corpusFile, work) {
  const tokenizer = trainer(fx);
  if (fx.learner === 'js') return learnBpe(tokenizer, corpus, fx);
  tokenizer.train([corpusFile]);
  const saved = path.join(work, `${fx.name}.trained.json`);
  tokenizer.save(saved, false);
  return JSON.parse(fs.readFileSync(saved, 'utf8')).model;
}

// The added tokens with their ids: `front` where the vocabulary has them, `after` following it.
function addedTokens(fx, tokens) {
  const front = (fx.front || []).map((a) => ({ ...a, id: tokens.indexOf(a.content) }));
  const after = (fx.after || []).map((a, i) => ({ ...a, id: tokens.length + i }));
  return [...front, ...after];
}

function textsOf(fx) {
  const probed = [...(fx.after || []), ...(fx.front || []).slice(0, 2)].slice(0, 6);
  return [...common, ...addedTokenTexts(probed), ...(fx.texts || [])];
}

async function expectations(fx, tokenizer) {
  const cases = [];
  for (const [name, text] of textsOf(fx)) {
    const encoding = await tokenizer.encode(text, null, { addSpecialTokens: true });
    const ids = encoding.getIds();
    const decoded = await tokenizer.decode(ids, true);
    cases.push({
      name, text, ids, tokens: encoding.getTokens(), decoded,
      decodedWithSpecials: await tokenizer.decode(ids, false), roundTrip: decoded === text,
    });
  }
  return cases;
}

// tokenizer(text_a, text_b): the post-processor's pair template (BERT's token types 0 then 1).
const pairTexts = [
  ['Hello world', 'How are you?'],
  ['The cat sleeps.', ''],
  ['', 'Only the second.'],
];

async function pairExpectations(tokenizer) {
  const pairs = [];
  for (const [a, b] of pairTexts) {
    const encoding = await tokenizer.encode(a, b, { addSpecialTokens: true });
    pairs.push({
      a, b, ids: encoding.getIds(), typeIds: encoding.getTypeIds(), tokens: encoding.getTokens(),
      sequenceIds: encoding.getSequenceIds().map((s) => (s === null || s === undefined ? -1 : s)),
    });
  }
  return pairs;
}

function spellExpected(fx, cases, pairs) {
  const j = JSON.stringify;
  return [
    '{',
    ` "oracle": ${j(`tokenizers ${VERSION} (npm binding of huggingface/tokenizers)`)},`,
    ` "tokenizer": ${j(fx.name)},`,
    ` "about": ${j(fx.about)},`,
    ' "cases": [',
    cases.map((c) => '  ' + j(c)).join(',\n'),
    ' ],',
    ' "pairs": [',
    pairs.map((c) => '  ' + j(c)).join(',\n'),
    ' ]',
    '}',
    '',
  ].join('\n');
}

async function writeFixture(fx, outDir, corpusFile, work) {
  const v = prune(fx, train(fx, corpusFile, work), corpus);
  const added = addedTokens(fx, v.tokens);
  const idOf = (content) => {
    const a = added.find((x) => x.content === content);
    if (!a) throw new Error(`${fx.name}: the post-processor names ${content}, not an added token`);
    return a.id;
  };
  const json = spellTokenizer(fx, v, added, idOf);
  const tokenizer = tk.Tokenizer.fromString(json);
  for (const a of added) {
    if (tokenizer.tokenToId(a.content) !== a.id) throw new Error(`${fx.name}: ${a.content} moved`);
  }
  const dir = path.join(outDir, fx.name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'tokenizer.json'), json);
  const cases = await expectations(fx, tokenizer);
  const pairs = await pairExpectations(tokenizer);
  fs.writeFileSync(path.join(dir, 'expected.json'), spellExpected(fx, cases, pairs));
  const trips = cases.filter((c) => c.roundTrip).length;
  console.error(`${fx.name}: ${tokenizer.getVocabSize(true)} tokens, ${cases.length} texts, ` +
    `${trips} round trips`);
}

async function main() {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: node generate.js OUT_DIR');
  if (VERSION !== PINNED) throw new Error(`tokenizers ${VERSION} installed, ${PINNED} pinned`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-tokenizer-fixtures-'));
  try {
    const corpusFile = path.join(work, 'corpus.txt');
    fs.writeFileSync(corpusFile, corpus);
    fs.rmSync(outDir, { recursive: true, force: true });
    for (const fx of fixtures) await writeFixture(fx, outDir, corpusFile, work);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(`error: ${e.message}`);
  process.exit(1);
});
