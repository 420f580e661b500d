#pragma once
// Sentence pairs made into training examples (SPEC §2 "Tokens"), from the built-in generator or
// a TSV file of `english<TAB>german` lines.

#include <string>
#include <vector>

#include "Batch.h"
#include "Checkpoint.h"
#include "Config.h"
#include "SentencePairs.h"
#include "Tokenizer.h"
#include "Transformer.h"

namespace atlas::train {

// Source ids with eos_id appended, target ids without; a pair too long for max_positions (or
// with an empty side) is left out. Decoder-only (ArrowPrompt.h): the source is the prompt
// pieces(english) + [⇒] (the batch puts bos before it), so that the model learns to continue
// [bos] english… ⇒ with the German and eos; throws std::invalid_argument when the tokenizer has
// no "⇒" piece. Encoder-only: the English pieces (Batch frames and masks them), followed by
// "⇒" and the German pieces when the tokenizer has the arrow (translation language modelling,
// Lample & Conneau 2019: a mask in one language is found in the other).
std::vector<Example> encodePairs(const Tokenizer& tokenizer, const std::vector<SentencePair>& pairs,
                                 const Config& config);

// One pair per line, `english<TAB>german`; further columns (the corpus files' alignment,
// corpus/CorpusTsv.h) are ignored and blank lines skipped. Throws std::runtime_error naming the
// file and line of a line without a tab.
std::vector<SentencePair> readSentencePairsTsv(const std::string& path);

// The fraction of examples whose greedy translation (SPEC §2, with the KV cache) is exactly
// their target, by the inference library on the checkpoint's weights; decoder-only: the
// continuation of [bos] + source (continueTranslation).
double exactMatch(const Checkpoint& checkpoint, const std::vector<Example>& examples);

// An encoder-only model's guesses: each piece of each example masked alone ([bos] … mask …
// [eos]), the masked-LM head's rank of the piece it hid. top1 and top5: the fractions of pieces
// ranked first and among the first five.
struct MaskedAccuracy {
    double top1 = 0, top5 = 0;
    long long pieces = 0;
};
MaskedAccuracy maskedAccuracy(const Transformer& model, const std::vector<Example>& examples,
                              int maskId);

// A decoder-only translation model's greedy German for its prompt [bos] english… ⇒: the ids it
// appends until eos, at most SPEC §2's min(2n + 10, max_positions − 1) for a prompt of n ids
// (and what fits max_positions). exactMatch's and `evaluate`'s (corpus/Evaluation.h).
std::vector<int> continueTranslation(const Transformer& transformer,
                                     const std::vector<int>& prompt);

}  // namespace atlas::train
