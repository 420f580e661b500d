#!/usr/bin/env node
// Writes tests/data/hfmodels/models.json, the expected ids of tests/model/tst_hfmodels: the
// "model" objects of tokenizer.json (BPE, WordPiece, Unigram, WordLevel; hand-made ones for each
// option and ones trained by `tokenizers` on docs/guide), words, and what Hugging Face's own
// `tokenizers` (its npm binding, version recorded in the file) gives for each word alone — or the
// error with which it refuses the model or the word. Commit its output; the test needs no node.
// The trained WordPiece and Unigram vocabularies differ a little from run to run (the trainers
// run threads); each output is consistent in itself, which is all the test needs.
//   NODE_PATH=/path/to/node_modules node scripts/hfmodels-fixture.js
const tk = require('tokenizers');
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = path.resolve(__dirname, '..');
const version = require(require.resolve('tokenizers/package.json')).version;

// ---- words ----
const hostileText = [
    'The quick brown fox jumps over the lazy dog; attention is all you need.',
    'Aufmerksamkeit über Schlüsselwörter, Straße und Größe.',
    '注意力机制可以看到每个词。注目こそすべて。주의가 전부다.',
    'Внимание — это всё. Η προσοχή είναι το παν. الانتباه هو كل ما تحتاجه.',
    'ध्यान ही सब कुछ है। שלום עולם ทุกสิ่ง ሰላም 𠀀𠀁 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    '👩‍👩‍👧‍👦 🇩🇪 👍🏽 ❤️ 🧑‍🚀 e\u0301 a\u0308\u0308 a\u200bb\u200dc\ufeffd \u0001\u0007\u007f\u0085 \ufffd',
    'x1234567890 don\'t (nested) [brackets] {braces} <tags> a+b=c 3.14159 #hash @at',
].join(' ');
const longWords = ['a'.repeat(1000), 'attention'.repeat(100), '注意力'.repeat(150),
                   '😀'.repeat(80), 'Schlüssel'.repeat(60)];

function split(preTokenizer, text) {
    return preTokenizer.preTokenizeString(text).map(([w]) => w);
}
const unique = (xs) => [...new Set(xs)].filter((w) => w.length > 0);
const whitespaceWords = (extra = []) =>
    unique([...split(tk.whitespacePreTokenizer(), hostileText), ...longWords, ...extra]);
const byteLevelWords = () => unique(split(tk.byteLevelPreTokenizer(false, true),
                                          hostileText + ' ' + longWords.join(' ')));

// ---- the oracle ----
function tokenizerJson(model) {
    return JSON.stringify({version: '1.0', truncation: null, padding: null, added_tokens: [],
                           normalizer: null, pre_tokenizer: null, post_processor: null,
                           decoder: null, model});
}
async function oracle(name, model, words) {
    let t;
    try {
        t = tk.Tokenizer.fromString(tokenizerJson(model));
    } catch (e) {
        return {name, model, loadError: e.message};
    }
    const cases = [];
    for (const word of words) {
        try {
            const e = await t.encode(word);
            cases.push({word, ids: e.getIds(), tokens: e.getTokens()});
        } catch (e) {
            cases.push({word, error: e.message});
        }
    }
    return {name, model, cases};
}

// ---- trained models ----
function train(emptyModel, preTokenizer) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hfmodels-'));
    const corpus = path.join(dir, 'corpus.txt');
    const guide = path.join(root, 'docs', 'guide');
    const text = fs.readdirSync(guide).filter((f) => /^(index|window)/.test(f)).sort()
                     .map((f) => fs.readFileSync(path.join(guide, f), 'utf8')).join('\n');
    fs.writeFileSync(corpus, text + '\n' + hostileText + '\n');
    const t = new tk.Tokenizer(emptyModel);
    t.setPreTokenizer(preTokenizer);
    t.train([corpus]);
    t.save(path.join(dir, 'tokenizer.json'), false);
    const model = JSON.parse(fs.readFileSync(path.join(dir, 'tokenizer.json'), 'utf8')).model;
    fs.rmSync(dir, {recursive: true});
    return model;
}
const clone = (x) => JSON.parse(JSON.stringify(x));
const bytePieces = [...Array(256).keys()].map(
    (b) => '<0x' + b.toString(16).toUpperCase().padStart(2, '0') + '>');

// ---- hand-made models: one option each ----
const BPE0 = {type: 'BPE', dropout: null, unk_token: '<unk>', continuing_subword_prefix: null,
              end_of_word_suffix: null, fuse_unk: false, byte_fallback: false,
              ignore_merges: false};
const abc = {'<unk>': 0, a: 1, b: 2, c: 3, ab: 4, bc: 5, abc: 6};
const byteAbc = Object.assign({'<unk>': 0, a: 1, b: 2, ab: 3},
                              Object.fromEntries(bytePieces.map((p, i) => [p, 4 + i])));
const handMade = [
    ['bpe-ranks', {...BPE0, vocab: abc, merges: ['a b', 'b c', 'ab c']},
     ['abc', 'abcabc', 'cab', 'bca', 'abcx', 'xxab', 'a', 'ccc']],
    // A pair listed twice keeps its later rank (HashMap::collect).
    ['bpe-duplicate-merge', {...BPE0, vocab: abc, merges: ['a b', 'b c', 'a b']}, ['abc', 'abab']],
    ['bpe-pairs', {...BPE0, vocab: abc, merges: [['b', 'c'], ['a', 'b'], ['ab', 'c']]},
     ['abc', 'abcb', 'babc']],
    ['bpe-version-line', {...BPE0, vocab: abc, merges: ['#version: 0.2', 'b c', 'a b']},
     ['abc', 'abab']],
    // Equal ranks cannot occur; equal pairs at several positions merge leftmost first.
    ['bpe-repeats', {...BPE0, vocab: {'<unk>': 0, a: 1, aa: 2, aaa: 3, aaaa: 4},
                     merges: ['a a', 'aa a', 'aa aa']},
     ['a', 'aa', 'aaa', 'aaaa', 'aaaaa', 'aaaaaaa', 'a'.repeat(1001)]],
    ['bpe-no-unk', {...BPE0, unk_token: null, vocab: abc, merges: ['a b']}, ['axb', 'xyz', 'ab']],
    ['bpe-unk-absent', {...BPE0, vocab: {a: 0, b: 1, ab: 2}, merges: ['a b']}, ['ab', 'axb']],
    ['bpe-fuse-unk', {...BPE0, fuse_unk: true, vocab: abc, merges: ['a b']},
     ['axxb', 'xyz', 'axbyc', '😀😀a']],
    ['bpe-byte-fallback', {...BPE0, byte_fallback: true, vocab: byteAbc, merges: ['a b']},
     ['ab', 'aéb', '注意', '😀', '\u0000\n', 'ab\u0301']],
    // A character whose bytes are not all in the vocabulary is unknown; an unknown run still
    // pending is added after the byte pieces that follow it, as merge_word does.
    ['bpe-byte-fallback-partial',
     {...BPE0, byte_fallback: true, fuse_unk: true,
      vocab: {'<unk>': 0, a: 1, '<0xC3>': 2, '<0xA9>': 3}, merges: []},
     ['aéxéa', 'axéya', 'xéy', 'éé']],
    ['bpe-byte-fallback-no-fuse',
     {...BPE0, byte_fallback: true, vocab: {'<unk>': 0, a: 1, '<0xC3>': 2, '<0xA9>': 3},
      merges: []},
     ['axéya', 'xxa']],
    ['bpe-prefix', {...BPE0, continuing_subword_prefix: '##',
                    vocab: {'<unk>': 0, a: 1, '##b': 2, '##c': 3, ab: 4, abc: 5, b: 6, '##a': 7},
                    merges: ['a ##b', 'ab ##c']},
     ['ab', 'abc', 'abcab', 'ba', 'b', 'cab']],
    ['bpe-suffix', {...BPE0, continuing_subword_prefix: '##', end_of_word_suffix: '</w>',
                    vocab: {'<unk>': 0, a: 1, '##b</w>': 2, 'ab</w>': 3, '##b': 4, 'b</w>': 5},
                    merges: ['a ##b</w>']},
     ['ab', 'abb', 'b', 'a']],
    ['bpe-suffix-only', {...BPE0, end_of_word_suffix: '</w>',
                         vocab: {'<unk>': 0, a: 1, b: 2, 'b</w>': 3, 'a</w>': 4, 'ab</w>': 5},
                         merges: ['a b</w>']},
     ['ab', 'ba', 'abab', 'a']],
    ['bpe-ignore-merges', {...BPE0, ignore_merges: true,
                           vocab: {'<unk>': 0, a: 1, b: 2, abab: 3, ab: 4, ba: 5},
                           merges: ['b a', 'a b']},
     ['abab', 'ababa', 'bab', 'aba']],
    ['bpe-dropout-0', {...BPE0, dropout: 0, vocab: abc, merges: ['a b', 'b c', 'ab c']},
     ['abc', 'abcabc']],
    ['bpe-dropout-1', {...BPE0, dropout: 1, vocab: abc, merges: ['a b', 'b c', 'ab c']},
     ['abc', 'abcabc']],
    ['bpe-legacy-no-type', {vocab: abc, merges: ['a b', 'b c']}, ['abc']],
    ['wordpiece-small', {type: 'WordPiece', unk_token: '[UNK]', continuing_subword_prefix: '##',
                         max_input_chars_per_word: 5,
                         vocab: {'[UNK]': 0, un: 1, '##aff': 2, '##able': 3, '##a': 4, u: 5,
                                 '##n': 6, unaffable: 7, '注': 8, '##意': 9}},
     ['unaffable', 'unaff', 'unaffa', 'unx', 'un', 'u', '注意', '注意力', '意']],
    ['wordpiece-empty-prefix', {type: 'WordPiece', unk_token: '[UNK]',
                                continuing_subword_prefix: '', max_input_chars_per_word: 100,
                                vocab: {'[UNK]': 0, a: 1, ab: 2, b: 3}},
     ['ab', 'abb', 'ba', 'c']],
    ['wordpiece-unk-absent', {type: 'WordPiece', unk_token: '[UNK]',
                              continuing_subword_prefix: '##', max_input_chars_per_word: 3,
                              vocab: {a: 0, '##a': 1}},
     ['aa', 'b', 'aaaa']],
    ['wordlevel-small', {type: 'WordLevel', unk_token: '<unk>', vocab: {'<unk>': 0, hello: 1}},
     ['hello', 'world', 'Hello']],
    ['wordlevel-unk-absent', {type: 'WordLevel', unk_token: '<unk>', vocab: {hello: 0}},
     ['hello', 'world']],
    ['unigram-small', {type: 'Unigram', unk_id: 0, byte_fallback: false,
                       vocab: [['<unk>', 0], ['a', -1], ['b', -1], ['c', -1], ['d', -1],
                               ['cd', -1.5], ['ab', -1.5], ['abc', -1.2], ['abcd', -4]]},
     ['abcdacdxx', 'abcd', 'xyz', 'x<unk>y', '<unk>', 'dcba']],
    // Equal scores: the segmentation found first (the earlier start) is kept.
    ['unigram-tie', {type: 'Unigram', unk_id: 0,
                     vocab: [['<unk>', 0], ['a', -1], ['b', -1], ['ab', -2]]},
     ['ab', 'abab', 'ba']],
    ['unigram-no-unk', {type: 'Unigram', unk_id: null,
                        vocab: [['a', -1], ['b', -1], ['xy', -1]]},
     ['ab', 'ax', 'xy']],
    ['unigram-byte-fallback', {type: 'Unigram', unk_id: 0, byte_fallback: true,
                               vocab: [['<unk>', 0], ['a', -1], ['<0xC3>', -5], ['<0xA9>', -5]]},
     ['aéxé', 'éé', 'xx', 'xéx', 'aé']],
    ['unigram-duplicate-piece', {type: 'Unigram', unk_id: 0,
                                 vocab: [['<unk>', 0], ['a', -1], ['a', -3], ['b', -1]]},
     ['ab', 'aab']],
    ['unigram-positive-scores', {type: 'Unigram', unk_id: 0,
                                 vocab: [['<unk>', 0], ['a', 5], ['b', 5], ['xy', -100]]},
     ['xy', 'xyab', 'yx']],
];

// ---- models tokenizers refuses ----
const refused = [
    ['merge-absent-token', {...BPE0, vocab: {'<unk>': 0, a: 1, b: 2}, merges: ['a d']}],
    ['merge-absent-result', {...BPE0, vocab: {'<unk>': 0, a: 1, b: 2}, merges: ['a b']}],
    ['merge-three-parts', {...BPE0, vocab: abc, merges: ['a b c']}],
    ['merge-one-part', {...BPE0, vocab: abc, merges: ['ab']}],
    ['merge-two-spaces', {...BPE0, vocab: abc, merges: ['a  b']}],
    ['merges-mixed', {...BPE0, vocab: abc, merges: [['a', 'b'], 'b c']}],
    ['merge-pair-of-three', {...BPE0, vocab: abc, merges: [['a', 'b', 'c']]}],
    ['merges-missing', {type: 'BPE', vocab: abc}],
    ['vocab-missing', {type: 'BPE', merges: []}],
    ['dropout-above-1', {...BPE0, dropout: 1.5, vocab: abc, merges: []}],
    ['dropout-negative', {...BPE0, dropout: -0.5, vocab: abc, merges: []}],
    ['id-negative', {...BPE0, vocab: {'<unk>': 0, a: -1}, merges: []}],
    ['id-fractional', {...BPE0, vocab: {'<unk>': 0, a: 1.5}, merges: []}],
    ['id-beyond-u32', {...BPE0, vocab: {'<unk>': 0, a: 4294967296}, merges: []}],
    ['id-string', {...BPE0, vocab: {'<unk>': 0, a: '1'}, merges: []}],
    ['unk-token-number', {...BPE0, unk_token: 5, vocab: abc, merges: []}],
    ['fuse-unk-string', {...BPE0, fuse_unk: 'yes', vocab: abc, merges: []}],
    ['vocab-array', {...BPE0, vocab: [['a', 1]], merges: []}],
    ['unknown-type', {type: 'Foo', vocab: abc}],
    ['wordpiece-no-prefix', {type: 'WordPiece', unk_token: '[UNK]', max_input_chars_per_word: 5,
                             vocab: {'[UNK]': 0}}],
    ['wordpiece-no-max', {type: 'WordPiece', unk_token: '[UNK]', continuing_subword_prefix: '##',
                          vocab: {'[UNK]': 0}}],
    ['wordpiece-null-unk', {type: 'WordPiece', unk_token: null, continuing_subword_prefix: '##',
                            max_input_chars_per_word: 5, vocab: {'[UNK]': 0}}],
    ['wordlevel-no-unk', {type: 'WordLevel', vocab: {'<unk>': 0}}],
    ['unigram-unk-beyond', {type: 'Unigram', unk_id: 5, vocab: [['<unk>', 0], ['a', -1]]}],
    ['unigram-empty-with-unk', {type: 'Unigram', unk_id: 0, vocab: []}],
    ['unigram-score-string', {type: 'Unigram', unk_id: 0, vocab: [['<unk>', 0], ['a', 'x']]}],
    ['unigram-entry-of-three', {type: 'Unigram', unk_id: 0, vocab: [['<unk>', 0, 1]]}],
    ['unigram-vocab-object', {type: 'Unigram', unk_id: 0, vocab: {'<unk>': 0}}],
];

// A variant of a trained model: the base's name, fields replaced, tokens appended to its vocab
// (with the next ids, or for Unigram with score -20); the test rebuilds it the same way.
function variant(bases, base, patch = {}, addTokens = []) {
    const m = {...clone(bases[base]), ...patch};
    for (const t of addTokens) {
        if (Array.isArray(m.vocab)) m.vocab.push([t, -20]);
        else if (!(t in m.vocab)) m.vocab[t] = Math.max(...Object.values(m.vocab)) + 1;
    }
    return {base, patch, add_tokens: addTokens, model: m};
}

async function trainedModels(bases) {
    const ws = tk.whitespacePreTokenizer();
    bases['bpe'] = train(tk.BPE.empty(), ws);
    bases['bytelevel-bpe'] = train(tk.BPE.empty(), tk.byteLevelPreTokenizer(false, true));
    bases['wordpiece'] = train(tk.WordPiece.empty(), ws);
    bases['unigram'] = train(tk.Unigram.empty(), ws);
    bases['wordlevel'] = train(tk.WordLevel.empty(), ws);
    const words = whitespaceWords(), some = words.slice(0, 60);
    const legacy = bases['bpe'].merges.map((m) => (Array.isArray(m) ? m.join(' ') : m));
    const v = (...args) => variant(bases, ...args);
    return [
        ['trained-bpe', v('bpe'), words],
        ['trained-bpe-legacy-merges', v('bpe', {merges: legacy}), some],
        ['trained-bpe-unk', v('bpe', {unk_token: '<unk>'}, ['<unk>']), words],
        ['trained-bpe-fuse-unk', v('bpe', {unk_token: '<unk>', fuse_unk: true}, ['<unk>']), words],
        ['trained-bpe-byte-fallback',
         v('bpe', {unk_token: '<unk>', fuse_unk: true, byte_fallback: true},
           ['<unk>', ...bytePieces]),
         words],
        ['trained-bpe-ignore-merges', v('bpe', {ignore_merges: true}), some],
        ['trained-bpe-dropout-1', v('bpe', {dropout: 1}), words.slice(0, 30)],
        ['trained-bytelevel-bpe', v('bytelevel-bpe'), byteLevelWords()],
        ['trained-wordpiece', v('wordpiece'), words],
        ['trained-wordpiece-max-5', v('wordpiece', {max_input_chars_per_word: 5}), some],
        ['trained-unigram', v('unigram'), words],
        ['trained-unigram-byte-fallback', v('unigram', {byte_fallback: true}, bytePieces), words],
        ['trained-wordlevel', v('wordlevel'), words],
    ];
}

async function main() {
    const models = [], bases = {};
    for (const [name, model, words] of handMade) models.push(await oracle(name, model, words));
    for (const [name, v, words] of await trainedModels(bases)) {
        const r = await oracle(name, v.model, words);
        if (r.loadError) throw new Error(`tokenizers refuses '${name}': ${r.loadError}`);
        delete r.model;
        models.push({...r, base: v.base, patch: v.patch, add_tokens: v.add_tokens});
    }
    for (const [name, model] of refused) {
        const r = await oracle(name, model, []);
        if (!r.loadError) throw new Error(`tokenizers accepts '${name}'`);
        models.push(r);
    }
    const out = path.join(root, 'tests', 'data', 'hfmodels', 'models.json');
    fs.writeFileSync(out, JSON.stringify({oracle: `tokenizers (npm) ${version}`, bases, models}) + '\n');
    console.error(`${out}: ${models.length} models, ${fs.statSync(out).size} bytes`);
}
main().catch((e) => {
    console.error(e);
    process.exit(1);
});
