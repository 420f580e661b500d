#pragma once
// Trains a SentencePiece model in memory; the bytes are what a checkpoint carries (SPEC §3).

#include <string>
#include <vector>

namespace atlas {

struct TokenizerTrainingOptions {
    enum class Algorithm { Unigram, Bpe };
    enum class Normalization { NmtNfkc, Identity };

    int vocabSize = 1000;  // pieces, counting the 4 special and the 256 byte pieces
    // BPE: on a small corpus of few words it makes whole-word pieces ("▁sieht", "▁nicht"),
    // which is what an attention map is easiest to read by; unigram splits the same corpus
    // into fragments ("▁s", "ie", "ht") and cannot fill 1000 pieces from it.
    Algorithm algorithm = Algorithm::Bpe;
    // NmtNfkc folds text that looks the same to the same ids: composed and decomposed
    // umlauts, full-width Latin, no-break spaces pasted from the web. A model trained on
    // synthetic text has seen only one spelling of each, so this matters more than the
    // ~240 KB of normalization tables it adds to the model. Identity keeps every piece
    // byte-for-byte what was typed and the model a few KB.
    Normalization normalization = Normalization::NmtNfkc;
    // False: vocabSize is an upper bound, for corpora too small to fill it.
    bool hardVocabLimit = true;
    // Characters that get a piece of their own even when the corpus lacks them, so that
    // ordinary typing ("I", ",", "2", "?") shows as characters rather than byte pieces.
    std::string requiredCharacters =
        "!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`"
        "abcdefghijklmnopqrstuvwxyz{|}~äöüÄÖÜß";
    // Pieces kept whole wherever they occur and never merged with their neighbours
    // (SentencePiece's user_defined_symbols): a decoder-only translation model's "⇒" between
    // the English and the German (ArrowPrompt.h). Empty: the same bytes as before there were any.
    std::vector<std::string> userDefinedSymbols;
};

// The special ids are SPEC §1's defaults (pad 0, unk 1, bos 2, eos 3); characters outside
// the vocabulary fall back to byte pieces ("<0xE4>") instead of <unk>. The same sentences
// and options give the same bytes. Throws std::runtime_error with SentencePiece's reason
// (no sentences, or too few for vocabSize).
std::string trainTokenizer(const std::vector<std::string>& sentences,
                           const TokenizerTrainingOptions& options = {});

}  // namespace atlas
