'use strict';
// BPE merges for a model with continuing_subword_prefix or end_of_word_suffix. The binding's
// Tokenizer.train() always uses the model's default trainer (BpeTrainer::default(), no prefix,
// no suffix: bindings/node/src/tokenizer.rs train), so these few merges are learned here, as
// tokenizers/src/models/bpe/trainer.rs learns them: the words are the binding's own
// normalization and pre-tokenization of the corpus; a symbol after the first carries the prefix,
// the last the suffix; the most frequent pair is merged (ties: the smallest pair), its result
// being a + b without b's prefix. Only the vocabulary is learned here: every id in the fixtures
// is still the binding's.

function wordCounts(tokenizer, text) {
  const normalizer = tokenizer.getNormalizer();
  const preTokenizer = tokenizer.getPreTokenizer();
  const counts = new Map();
  for (const line of text.split('\n')) {
    const normalized = normalizer ? normalizer.normalizeString(line) : line;
    for (const [word] of preTokenizer.preTokenizeString(normalized)) {
      counts.set(word, (counts.get(word) || 0) + 1);
    }
  }
  return counts;
}

function symbolsOf(word, prefix, suffix) {
  const chars = [...word];
  return chars.map((c, i) => (i > 0 ? prefix : '') + c + (i === chars.length - 1 ? suffix : ''));
}

function bestPair(words) {
  const counts = new Map();
  for (const { symbols, count } of words) {
    for (let i = 0; i + 1 < symbols.length; ++i) {
      const key = symbols[i] + '\u0000' + symbols[i + 1];
      counts.set(key, (counts.get(key) || 0) + count);
    }
  }
  let best = null;
  for (const [key, count] of counts) {
    if (!best || count > best.count || (count === best.count && key < best.key)) best = { key, count };
  }
  return best && best.key.split('\u0000');
}

// The trained model as `tokenizers` saves it: { vocab: {token: id}, merges: [[a, b]] }.
function learnBpe(tokenizer, text, { size, prefix = '', suffix = '' }) {
  const words = [...wordCounts(tokenizer, text)].sort()
    .map(([word, count]) => ({ symbols: symbolsOf(word, prefix, suffix), count }));
  const alphabet = [...new Set(words.flatMap((w) => w.symbols))].sort();
  const vocab = new Map(alphabet.map((t, i) => [t, i]));
  const merges = [];
  while (merges.length < size) {
    const pair = bestPair(words);
    if (!pair) break;
    const [a, b] = pair;
    const merged = a + b.slice(prefix.length);
    merges.push([a, b]);
    if (!vocab.has(merged)) vocab.set(merged, vocab.size);
    for (const w of words) {
      const out = [];
      for (let i = 0; i < w.symbols.length; ++i) {
        if (i + 1 < w.symbols.length && w.symbols[i] === a && w.symbols[i + 1] === b) {
          out.push(merged);
          ++i;
        } else {
          out.push(w.symbols[i]);
        }
      }
      w.symbols = out;
    }
  }
  return { vocab: Object.fromEntries(vocab), merges };
}

module.exports = { learnBpe };
