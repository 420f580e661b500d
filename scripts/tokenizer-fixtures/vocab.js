'use strict';
// From a trained model to the fixture's: the first `size` merges or pieces kept (fixtures stay
// small), the added tokens of `front` at ids 0.., SentencePiece's <0x00>..<0xFF> when the model
// falls back to bytes, ByteLevel's whole 256-character alphabet when it reads bytes. The
// result is { tokens: [token] (ids are positions), merges, scores } for model.js to spell.

const tk = require('tokenizers');

const byteToken = (b) => '<0x' + b.toString(16).toUpperCase().padStart(2, '0') + '>';

function tokenList(fx) {
  const tokens = [];
  const seen = new Set();
  const add = (t) => {
    if (!seen.has(t)) {
      seen.add(t);
      tokens.push(t);
    }
  };
  (fx.front || []).forEach((a) => add(a.content));
  if (fx.byteTokens) for (let b = 0; b < 256; ++b) add(byteToken(b));
  return { tokens, add, has: (t) => seen.has(t) };
}

const byId = (vocab) => Object.entries(vocab).sort((x, y) => x[1] - y[1]).map((e) => e[0]);
const pairOf = (m) => (typeof m === 'string' ? m.split(' ') : m);

function bpe(fx, trained) {
  const prefixLength = (fx.prefix || '').length;
  const all = trained.merges.map(pairOf);
  const results = new Set(all.map(([a, b]) => a + b.slice(prefixLength)));
  const list = tokenList(fx);
  byId(trained.vocab).filter((t) => !results.has(t)).forEach(list.add);
  if (fx.byteAlphabet) tk.byteLevelAlphabet().sort().forEach(list.add);
  const merges = all.slice(0, fx.size);
  for (const [a, b] of merges) {
    if (!list.has(a) || !list.has(b)) throw new Error(`${fx.name}: merge ${a} ${b} before its parts`);
    list.add(a + b.slice(prefixLength));
  }
  return { tokens: list.tokens, merges };
}

// The trainer's pieces are the same from run to run, its scores are not (sums in parallel, the
// order of a hash map): each kept piece is scored here instead, as the log of its frequency in
// the corpus written as Metaspace writes it, rounded; pieces in order of score, then of text.
function unigram(fx, trained, corpus) {
  const text = corpus.split(/\s+/).filter((w) => w).map((w) => '\u2581' + w).join('');
  const count = (piece) => {
    let c = 0;
    for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + 1)) ++c;
    return c;
  };
  const pieces = trained.vocab.map(([piece]) => piece);
  const singles = pieces.filter((p) => [...p].length === 1);
  const longer = pieces.filter((p) => [...p].length > 1)
    .map((p) => [p, count(p)]).sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
    .slice(0, fx.size).map(([p]) => p);
  const score = (p) => Math.round(Math.log((count(p) + 1) / text.length) * 1e4) / 1e4;
  const scored = [...singles, ...longer].map((p) => [p, score(p)])
    .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
  const list = tokenList(fx);
  const scores = new Map(list.tokens.map((t) => [t, 0]));
  for (const [piece, s] of scored) {
    if (list.has(piece)) continue;
    list.add(piece);
    scores.set(piece, s);
  }
  return { tokens: list.tokens, scores: list.tokens.map((t) => scores.get(t)) };
}

function wordPiece(fx, trained) {
  const list = tokenList(fx);
  const tokens = byId(trained.vocab);
  const isAlphabet = (t) => [...t.replace(/^##/, '')].length === 1;
  tokens.filter(isAlphabet).forEach(list.add);
  tokens.filter((t) => !isAlphabet(t)).slice(0, fx.size).forEach(list.add);
  return { tokens: list.tokens };
}

function wordLevel(fx, trained) {
  const list = tokenList(fx);
  byId(trained.vocab).slice(0, fx.size).forEach(list.add);
  return { tokens: list.tokens };
}

const prune = { bpe, unigram, wordpiece: wordPiece, wordlevel: wordLevel };

module.exports = { prune: (fx, trained, corpus) => prune[fx.model](fx, trained, corpus) };
