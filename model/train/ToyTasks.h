#pragma once
// Small tasks to train in seconds and watch (issue 5, the Training lab): copy, reverse and sort
// a short string of letters, or translate tiny English→German sentences of the corpus; with
// presets of model size and attention kind and the trainer options that make them learn fast.
//
// A letter string is written with spaces, "c a f", and its tokenizer has one piece per letter
// ("▁c"), so that every row and column of an attention map is one symbol: reverse's
// cross-attention becomes an anti-diagonal, copy's a diagonal.
//
// Every task also trains decoder-only (docs/format.md): the pair becomes one causal sequence
// [bos] source… ⇒ target… eos (model/ArrowPrompt.h), so the tokenizers then hold "⇒" too; and
// encoder-only, as a masked LM of [bos] source… ⇒ target… eos whose masks in one half are found
// in the other (the tokenizers then hold the mask piece as well).

#include <cstdint>
#include <string>
#include <vector>

#include "Checkpoint.h"
#include "Config.h"
#include "SentencePairs.h"
#include "Trainer.h"

namespace atlas::train {

enum class ToyTask { Copy, Reverse, Sort, EnglishGerman };
enum class ToySize { Tiny, Small };

const char* toString(ToyTask task);  // "copy", "reverse", "sort", "en-de"
const char* toString(ToySize size);  // "tiny", "small"

struct ToyTaskOptions {
    int trainPairs = 4000;
    int validationPairs = 200;
    int minLength = 3, maxLength = 8;  // letters per string
    int alphabet = 10;                 // the first letters of a…z
    uint64_t seed = 1;
    bool arrowPiece = false;  // the tokenizer holds "⇒": for decoder-only models
    bool maskPiece = false;   // and kMaskPiece: for encoder-only ones
};

// What the task's target is for a letter string given as symbols.
std::vector<std::string> taskTarget(ToyTask task, std::vector<std::string> symbols);

// Letter strings and their targets, deterministic from the seed; validation pairs never occur
// in training. For EnglishGerman, short corpus sentences (no subordinate clause, no negation,
// present tense), the same splits rules as corpus/Corpus.h.
struct ToyData {
    std::vector<SentencePair> train, validation;
    std::string tokenizer;  // serialized SentencePiece, for the checkpoint
    SentencePair example;   // the sentence whose attention the lab redraws (not in training)
};
ToyData makeToyData(ToyTask task, const ToyTaskOptions& options = {});

// A SentencePiece model with one piece "▁x" per letter of the alphabet (plus the special and
// byte-fallback pieces every model of the project carries), "⇒" when `arrowPiece` and
// kMaskPiece when `maskPiece`.
std::string letterTokenizer(int alphabet, bool arrowPiece = false, bool maskPiece = false);

// Tiny: d 32, 4 heads, d_ff 64, 2 + 1 layers; small: d 64, 4 heads, d_ff 128, 2 + 2 layers.
// Decoder-only and encoder-only: the same widths and toyDecoderOnlyLayers(size) layers in the
// one stack.
// Pre-norm (learns faster at high rates), sinusoidal positions. GQA has 2 K/V heads, MQA 1,
// MLA a latent of d/2 and a rotary part of 4.
Config toyConfig(ToySize size, AttentionKind attention, Architecture architecture, int vocabSize,
                 int maxPositions);
int toyDecoderOnlyLayers(ToySize size);

// The trainer's options for a preset: no dropout or label smoothing (the tasks are exact), a
// short warm-up and a high peak rate; steps is the schedule's total.
TrainerOptions toyTrainerOptions(ToyTask task, ToySize size, uint64_t seed = 1);

// Everything a run needs, from a random start.
struct ToySetup {
    Checkpoint start;
    std::vector<Example> train, validation;
    SentencePair example;
    TrainerOptions options;
    int validateEvery = 50;  // steps between exact-match measurements
};
ToySetup makeToySetup(ToyTask task, ToySize size, AttentionKind attention,
                      Architecture architecture = Architecture::EncoderDecoder, uint64_t seed = 1);

}  // namespace atlas::train
