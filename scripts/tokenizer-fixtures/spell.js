'use strict';
// A fixture's tokenizer.json: the model's fields as `tokenizers` writes them, the vocabulary
// in id order (a JavaScript object would put "1" and "12" first), one entry a line.

const j = JSON.stringify;

function modelFields(fx, v, unkId) {
  const o = fx.modelOptions || {};
  switch (fx.model) {
    case 'bpe':
      return {
        type: 'BPE', dropout: null, unk_token: o.unk_token ?? null,
        continuing_subword_prefix: o.continuing_subword_prefix ?? null,
        end_of_word_suffix: o.end_of_word_suffix ?? null, fuse_unk: o.fuse_unk ?? false,
        byte_fallback: o.byte_fallback ?? false, ignore_merges: o.ignore_merges ?? false,
      };
    case 'unigram':
      return { type: 'Unigram', unk_id: unkId, byte_fallback: o.byte_fallback ?? false };
    case 'wordpiece':
      return { type: 'WordPiece', unk_token: '[UNK]', continuing_subword_prefix: '##',
        max_input_chars_per_word: 100 };
    case 'wordlevel':
      return { type: 'WordLevel', unk_token: fx.unk };
  }
  throw new Error(`${fx.name}: unknown model ${fx.model}`);
}

function spellModel(fx, v) {
  const unkId = fx.unk ? v.tokens.indexOf(fx.unk) : null;
  const head = Object.entries(modelFields(fx, v, unkId)).map(([k, x]) => `  ${j(k)}: ${j(x)}`);
  const vocab = fx.model === 'unigram'
    ? '  "vocab": [\n' + v.tokens.map((t, i) => `   ${j([t, v.scores[i]])}`).join(',\n') + '\n  ]'
    : '  "vocab": {\n' + v.tokens.map((t, i) => `   ${j(t)}: ${i}`).join(',\n') + '\n  }';
  const parts = [...head, vocab];
  if (v.merges) {
    const merge = ([a, b]) => {
      if (!fx.mergesAsStrings) return j([a, b]);
      if (a.includes(' ') || b.includes(' ')) throw new Error(`${fx.name}: a space in ${a} ${b}`);
      return j(`${a} ${b}`);
    };
    parts.push('  "merges": [\n' + v.merges.map((m) => '   ' + merge(m)).join(',\n') + '\n  ]');
  }
  return '{\n' + parts.join(',\n') + '\n }';
}

// added: [{ id, content, ... }]; id(content) resolves a special token for the post-processor.
function spellTokenizer(fx, v, added, id) {
  const addedLines = added.map((a) => '  ' + j({
    id: a.id, content: a.content, single_word: a.single_word ?? false, lstrip: a.lstrip ?? false,
    rstrip: a.rstrip ?? false, normalized: a.normalized, special: a.special,
  }));
  const stage = (x) => j(x ?? null);
  return [
    '{',
    ' "version": "1.0",',
    ' "truncation": null,',
    ' "padding": null,',
    ' "added_tokens": [' + (addedLines.length ? '\n' + addedLines.join(',\n') + '\n ' : '') + '],',
    ` "normalizer": ${stage(fx.normalizer)},`,
    ` "pre_tokenizer": ${stage(fx.pre_tokenizer)},`,
    ` "post_processor": ${stage(fx.post_processor && fx.post_processor(id))},`,
    ` "decoder": ${stage(fx.decoder)},`,
    ` "model": ${spellModel(fx, v)}`,
    '}',
    '',
  ].join('\n');
}

module.exports = { spellTokenizer };
