#pragma once
// SPEC §2 "Tokens" for teacher forcing: B examples padded into one batch (pad_id fills each
// sequence to the longest).
//   encoder-decoder: the encoder reads the source ids (eos included), the decoder reads
//     [bos, y1 … ym] and position t is trained to predict y_{t+1}, the last one eos;
//   decoder-only (docs/format.md): one causal sequence [bos, prompt…, y1 … ym], and only the
//     positions from the prompt's last on are trained, to predict y1 … ym, then eos: the prompt
//     is read, never a target;
//   encoder-only (a masked LM, as BERT is trained): the encoder reads [bos, x1 … xk, eos] with
//     some pieces masked, and each masked position is trained to predict the piece it hid.

#include <cstdint>
#include <vector>

#include "BatchLayout.h"
#include "Config.h"

namespace atlas::train {

// One training pair as ids.
struct Example {
    // Encoder-decoder: the source with eos_id appended. Decoder-only: the prompt without bos
    // (for translation the English pieces and "⇒", ArrowPrompt.h). Encoder-only: the text's
    // pieces alone (the batch frames them with bos and eos, and masks them).
    std::vector<int> source;
    std::vector<int> target;  // y1 … ym, without bos or eos
};

// BERT's masking (Devlin et al. 2019, §3.1): each piece is chosen with probability `rate`
// (at least one a sequence); a chosen piece becomes the mask id 80 % of the time, a random piece
// of [firstPiece, vocab) 10 %, and stays 10 %. seeds: one per example, so that the masks are
// the same however a batch is split into shards.
struct MaskingPlan {
    int maskId = -1;
    int firstPiece = 0;  // ids below are special (pad, unk, bos, eos, the mask…)
    int vocab = 0;
    double rate = 0.15;
    std::vector<uint64_t> seeds;
};

struct Batch {
    BatchLayout source;           // B × n, n the longest source; decoder-only: empty (B = 0)
    BatchLayout decoder;          // B × (m+1), m the longest target; decoder-only: B × the
                                  // longest 1 + k + m, k the prompt's length
    std::vector<int> sourceIds;   // (B·n), pad_id past each length
    std::vector<int> decoderIds;  // (B·(m+1)): [bos, y1 … ym, pad …]; decoder-only
                                  // [bos, prompt…, y1 … ym, pad …]
    std::vector<int> targetRows;  // the decoder rows that have a target, in row order
                                  // (encoder-only: the masked source rows)
    std::vector<int> targetIds;   // their targets: y1 … ym, eos of each sequence

    // Lays the examples out as config.architecture asks (an encoder-only one masked by
    // `masking`, which it requires). Throws std::invalid_argument for an empty batch or a
    // sequence beyond max_positions.
    static Batch make(const std::vector<const Example*>& examples, const Config& config,
                      const MaskingPlan* masking = nullptr);

    bool decoderOnly() const { return source.count == 0; }
    bool encoderOnly() const { return decoder.count == 0 && source.count > 0; }
    // Real (not padding) tokens, every position a stack reads: source ids plus decoder positions
    // (in an encoder-decoder, each decoder position is one predicted target).
    long long tokens() const;
};

}  // namespace atlas::train
