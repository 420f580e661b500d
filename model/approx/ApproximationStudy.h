#pragma once
// One sentence through a model, one head looked at through the applied mathematician's
// instruments: its spectra (Z⁻¹A, S = QKᵀ·s, the weight factors), an approximation of its map
// and that approximation's errors, FLOPs and downstream effects (Y, logits, the greedy
// translation) when it replaces exact attention in chosen layers; and the error against the
// method's size over several seeds. The window's page and `attention-atlas approx` share it.

#include <functional>
#include <string>
#include <vector>

#include "ApproximateAttention.h"
#include "Config.h"
#include "LowRank.h"
#include "TokenSide.h"

namespace atlas {
class Model;
}

namespace atlas::approx {

struct StudyRequest {
    std::string text;
    HeadSite head;  // the head every view shows
    ApproxSettings settings;
    std::vector<int> layers;  // of head.stack, where the approximation runs (empty: head.layer);
                              // a quantized cache covers every decoder layer
    double tolerance = 1e-6;  // numerical rank: σᵢ > tolerance·σ₁
    bool downstream = true;   // Y, logits and the translation with the approximation in place
    int sweepSeeds = 0;       // > 0: error against k or m, over that many seeds
    std::vector<int> sweepSizes;  // empty: 1, 2, 3, … up to the number of keys (at most 24)
};

struct HeadSpectrum {
    int head = 0;
    std::vector<double> attention, scores;  // σ of Z⁻¹A and of S = QKᵀ·s
    int attentionRank = 0, scoresRank = 0;  // numerical, at the request's tolerance
    double attentionEffectiveRank = 0, scoresEffectiveRank = 0;
};

struct NamedSpectrum {
    std::string name;  // "W_qᵀW_k", "W_uk", "W_uv"
    std::vector<double> sigma;
};

struct SweepPoint {
    int size = 0;                          // k or m
    double median = 0, low = 0, high = 0;  // relative spectral error over the seeds
    double reference = 0;                  // the theoretical rate or bound at this size (0: none)
};

struct StudyResult {
    std::vector<int> queryIds, keyIds;  // the tokens of the head's rows and columns
    // Which vocabulary names them: decoder tokens are the target's (a Marian folder with
    // separate vocabularies).
    TokenSide querySide = TokenSide::Source, keySide = TokenSide::Source;
    MatrixD exact, approximate;                  // P = Z⁻¹A and P̃ of the head
    ApproximationError error;                    // of P̃ against P
    std::vector<ApproximationError> truncation;  // best rank-k errors, k = 0 … r
    std::vector<HeadSpectrum> heads;             // every head of the layer
    std::vector<NamedSpectrum> factors;          // of the chosen head's weights
    FlopCount flops;                             // the chosen head
    // Downstream, against the exact model on the exact translation (teacher-forced):
    double maxAbsDeltaY = 0;       // the chosen head's Y
    double maxAbsDeltaLogits = 0;  // every position's logits
    double argmaxAgreement = 1;    // fraction of positions whose arg-max stays
    std::string exactTranslation, approximateTranslation;
    // The decoder's caches for the exact translation: float32, and in the request's format with
    // its per-row scales.
    double cacheBytesFp32 = 0, cacheBytesFormat = 0;
    std::vector<SweepPoint> sweep;
    std::string sweepReference;  // what SweepPoint::reference is
};

// Runs the study on `model`, whose attention it routes through approximations for a while (and
// restores): use a model no other thread reads. `cancelled` is polled between stages; a cancelled
// study returns what it has. Throws std::invalid_argument for a head outside the model.
StudyResult runStudy(const Model& model, const StudyRequest& request,
                     const std::function<bool()>& cancelled = {});

// The bytes the decoder's caches hold for `sourceTokens` and `decoderTokens` in a format:
// elements × bits plus, for integer formats, a 16-bit scale per stored row (per token and K or V
// head, or per MLA latent).
double cacheBytes(const Config& config, long long sourceTokens, long long decoderTokens,
                  KvFormat format);

}  // namespace atlas::approx
