'use strict';
// The fixture tokenizers: each shaped like a real family's tokenizer.json (or built to exercise
// the components no family uses), trained small on corpus.js. Fields:
//   model: bpe | unigram | wordpiece | wordlevel, trained by the binding's own trainer, or by
//          learn-bpe.js (learner: 'js') where the binding's trainer cannot be configured
//          (prefix, suffix) or does not give the same vocabulary twice (WordPiece's ids);
//   size: merges (BPE) or pieces kept (the rest) once trained;
//   front: added tokens also in the model's vocabulary at ids 0.. (BERT's [CLS], Llama's <s>);
//   after: added tokens after the vocabulary (GPT-2's <|endoftext|>, Llama 3's specials);
//   train: the normalizer and pre-tokenizer of training when they differ from the file's.

const { str, re, n, pt, pp, dec, regex } = require('./components');

const special = (content, o = {}) => ({ content, special: true, normalized: false, ...o });
const plain = (content, o = {}) => ({ content, special: false, normalized: true, ...o });

const byteLevelBpe = { model: 'bpe', byteAlphabet: true, decoder: dec.byteLevel() };
const spDecoder = (strip) => dec.seq(dec.replace(str('\u2581'), ' '), dec.byteFallback(), dec.fuse(),
  ...(strip ? [dec.strip(' ', 1, 0)] : []));
const spModel = { unk_token: '<unk>', fuse_unk: true, byte_fallback: true };
const spFront = [special('<unk>'), special('<s>'), special('</s>')];

module.exports = [
  {
    name: 'gpt2', about: 'GPT-2: ByteLevel with its regex, BPE with merges as strings',
    ...byteLevelBpe, size: 900, mergesAsStrings: true,
    pre_tokenizer: pt.byteLevel(false, true), post_processor: pp.byteLevel(),
    after: [special('<|endoftext|>')],
  },
  {
    name: 'llama3', about: 'Llama 3: Split (its regex, Isolated) + ByteLevel without regex, ignore_merges',
    ...byteLevelBpe, size: 900, modelOptions: { ignore_merges: true },
    pre_tokenizer: pt.seq(pt.split(re(regex.llama3), 'Isolated'), pt.byteLevel(false, false)),
    post_processor: pp.seq(pp.byteLevel(false), pp.template(['<|begin_of_text|>'], [])),
    after: [special('<|begin_of_text|>'), special('<|end_of_text|>'),
      special('<|reserved_special_token_0|>'), special('<|eot_id|>')],
  },
  {
    name: 'qwen2', about: 'Qwen2/Qwen3: NFC, Split (its regex) + ByteLevel, <think> an added token not special',
    ...byteLevelBpe, size: 900,
    normalizer: n.nfc(),
    pre_tokenizer: pt.seq(pt.split(re(regex.qwen2), 'Isolated'), pt.byteLevel(false, false)),
    post_processor: pp.byteLevel(false),
    after: [special('<|endoftext|>'), special('<|im_start|>'), special('<|im_end|>'),
      plain('<think>', { normalized: false }), plain('</think>', { normalized: false })],
  },
  {
    name: 'smollm2', about: 'SmolLM2: Digits (individual) + ByteLevel with regex, specials at ids 0..',
    ...byteLevelBpe, size: 700,
    pre_tokenizer: pt.seq(pt.digits(true), pt.byteLevel(false, true)),
    post_processor: pp.byteLevel(),
    front: [special('<|endoftext|>'), special('<|im_start|>'), special('<|im_end|>')],
  },
  {
    name: 'roberta', about: 'RoBERTa: ByteLevel, RobertaProcessing, <mask> with lstrip',
    ...byteLevelBpe, size: 600, mergesAsStrings: true,
    pre_tokenizer: pt.byteLevel(false, true),
    post_processor: pp.roberta('</s>', '<s>', false),
    front: [special('<s>'), special('<pad>'), special('</s>'), special('<unk>')],
    after: [special('<mask>', { lstrip: true })],
  },
  {
    name: 'llama2', about: 'Llama 2 (SentencePiece BPE): Prepend + Replace, byte_fallback, fuse_unk',
    model: 'bpe', size: 600, byteTokens: true, mergesAsStrings: true, modelOptions: spModel,
    train: { pre_tokenizer: pt.metaspace('always', true) },
    normalizer: n.seq(n.prepend('\u2581'), n.replace(str(' '), '\u2581')),
    post_processor: pp.template(['<s>'], []), decoder: spDecoder(true),
    front: spFront,
  },
  {
    name: 'mistral', about: 'Llama/Mistral with legacy=false: Metaspace prepend_scheme first, split false',
    model: 'bpe', size: 500, byteTokens: true, modelOptions: spModel,
    train: { pre_tokenizer: pt.metaspace('always', true) },
    pre_tokenizer: pt.metaspace('first', false),
    post_processor: pp.template(['<s>'], []), decoder: spDecoder(true),
    front: spFront, after: [special('[INST]'), special('[/INST]')],
  },
  {
    name: 'gemma', about: 'Gemma: Replace only (no prepend), byte_fallback, decoder without Strip',
    model: 'bpe', size: 500, byteTokens: true, modelOptions: spModel,
    train: { pre_tokenizer: pt.metaspace('never', true) },
    normalizer: n.replace(str(' '), '\u2581'),
    post_processor: pp.template(['<bos>'], []), decoder: spDecoder(false),
    front: [special('<pad>'), special('<eos>'), special('<bos>'), special('<unk>')],
    after: [special('<start_of_turn>'), special('<end_of_turn>')],
  },
  {
    name: 'bert', about: 'BERT uncased: BertNormalizer, BertPreTokenizer, WordPiece, TemplateProcessing',
    model: 'wordpiece', learner: 'js', prefix: '##', size: 900,
    normalizer: n.bert(true), pre_tokenizer: pt.bert(),
    post_processor: pp.template(['[CLS]'], ['[SEP]']), decoder: dec.wordPiece(true),
    front: [special('[PAD]'), special('[UNK]'), special('[CLS]'), special('[SEP]'), special('[MASK]')],
  },
  {
    name: 'bert-cased', about: 'BERT cased: BertNormalizer keeping case, strip_accents true, BertProcessing',
    model: 'wordpiece', learner: 'js', prefix: '##', size: 500,
    normalizer: n.bert(false, true), pre_tokenizer: pt.bert(),
    post_processor: pp.bert('[SEP]', '[CLS]'), decoder: dec.wordPiece(false),
    front: [special('[PAD]'), special('[UNK]'), special('[CLS]'), special('[SEP]'), special('[MASK]')],
  },
  {
    name: 't5', about: 'T5-like Unigram: NFKC + Strip, WhitespaceSplit + Metaspace always, Metaspace decoder',
    model: 'unigram', size: 700, unk: '<unk>',
    normalizer: n.seq(n.nfkc(), n.strip(true, true)),
    pre_tokenizer: pt.seq(pt.whitespaceSplit(), pt.metaspace('always', true)),
    post_processor: pp.template([], ['</s>']), decoder: dec.metaspace('always'),
    front: [special('<pad>'), special('</s>'), special('<unk>')],
    after: [special('<extra_id_0>'), special('<extra_id_1>')],
  },
  {
    name: 'unigram-first', about: 'Unigram with byte_fallback, Metaspace prepend_scheme first',
    model: 'unigram', size: 400, unk: '<unk>', byteTokens: true, modelOptions: { byte_fallback: true },
    train: { pre_tokenizer: pt.metaspace('always', true) },
    pre_tokenizer: pt.metaspace('first', true),
    post_processor: pp.template(['<s>'], []), decoder: dec.seq(dec.metaspace('first'), dec.byteFallback(), dec.fuse()),
    front: spFront, after: [special('<sep>')],
  },
  {
    name: 'wordlevel', about: 'WordLevel + Whitespace, NFKD + Lowercase, no post-processor, no decoder',
    model: 'wordlevel', size: 300, unk: '[UNK]',
    normalizer: n.seq(n.nfkd(), n.lowercase()), pre_tokenizer: pt.whitespace(),
    front: [special('[UNK]'), special('[PAD]')],
  },
  {
    name: 'bpe-prefix', about: 'BPE with continuing_subword_prefix ##, unk + fuse_unk; NFD StripAccents Lowercase; WhitespaceSplit Punctuation Digits; added tokens lstrip/rstrip/single_word/normalized',
    model: 'bpe', learner: 'js', size: 500, prefix: '##',
    modelOptions: { unk_token: '[UNK]', fuse_unk: true, continuing_subword_prefix: '##' },
    normalizer: n.seq(n.nfd(), n.stripAccents(), n.lowercase()),
    pre_tokenizer: pt.seq(pt.whitespaceSplit(), pt.punctuation('Isolated'), pt.digits(false)),
    post_processor: pp.bert('[SEP]', '[CLS]'), decoder: dec.wordPiece(false),
    front: [special('[UNK]'), special('[CLS]'), special('[SEP]')],
    after: [special('<ls>', { lstrip: true }), plain('<rs>', { rstrip: true }),
      plain('ab', { single_word: true }), plain('Mañana'), plain('[FIX]', { normalized: false }),
      special('<both>', { lstrip: true, rstrip: true, single_word: true })],
  },
  {
    name: 'bpe-suffix', about: 'CLIP-like BPE with end_of_word_suffix </w>: NFKC, Replace regex, Lowercase; Split invert Removed + ByteLevel; decoders ByteLevel + Replace',
    model: 'bpe', learner: 'js', size: 500, suffix: '</w>', byteAlphabet: true,
    modelOptions: { end_of_word_suffix: '</w>' },
    normalizer: n.seq(n.nfkc(), n.replace(re('\\s+'), ' '), n.lowercase()),
    pre_tokenizer: pt.seq(pt.split(re(regex.clip), 'Removed', true), pt.byteLevel(false, false)),
    post_processor: pp.template(['<|startoftext|>'], ['<|endoftext|>']),
    decoder: dec.seq(dec.byteLevel(), dec.replace(str('</w>'), ' ')),
    after: [special('<|startoftext|>'), special('<|endoftext|>')],
  },
  {
    name: 'splits', about: 'Split with every behaviour (string and regex patterns, invert), Punctuation Contiguous, then ByteLevel',
    ...byteLevelBpe, size: 400,
    pre_tokenizer: pt.seq(
      pt.split(re('\\s+'), 'Removed'),
      pt.split(str('-'), 'MergedWithPrevious'),
      pt.split(str("'"), 'MergedWithNext'),
      pt.split(re('\\p{N}+'), 'Isolated'),
      pt.split(str('.'), 'Contiguous'),
      pt.split(re('[\\p{L}\\p{M}]+'), 'Isolated', true),
      pt.split(re('\\d'), 'Contiguous', true),
      pt.punctuation('Contiguous'),
      pt.byteLevel(false, false)),
  },
  {
    name: 'bytelevel-prefix', about: 'ByteLevel add_prefix_space true with NFKD + Lowercase; Sequence of ByteLevel and RobertaProcessing add_prefix_space',
    ...byteLevelBpe, size: 500,
    normalizer: n.seq(n.nfkd(), n.lowercase()),
    pre_tokenizer: pt.byteLevel(true, true),
    post_processor: pp.seq(pp.byteLevel(), pp.roberta('</s>', '<s>', true)),
    front: [special('<s>'), special('<pad>'), special('</s>'), special('<unk>')],
  },
  {
    name: 'metaspace-never', about: 'Metaspace prepend_scheme never, split true; Strip left normalizer; decoders ByteFallback, Strip (stop), Metaspace never',
    model: 'bpe', size: 400, byteTokens: true, modelOptions: spModel,
    normalizer: n.strip(true, false),
    pre_tokenizer: pt.metaspace('never', true),
    decoder: dec.seq(dec.byteFallback(), dec.strip('\u2581', 0, 1), dec.metaspace('never')),
    front: spFront,
  },
];
