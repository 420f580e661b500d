#pragma once
// Gradient × input (Shrikumar et al. 2017; Denil et al. 2014), through the trainer's own
// backward pass (model/train): for the target token y_{t+1} at decoder position t, the score of
// input token j is
//     g_j = Σ_k x_jk · ∂ log p(y_{t+1} | …) / ∂x_jk,
// x_j the embedded input (E[id]·√d + PE, SPEC §2 "Embedding"). Signed: a positive g_j says that
// token j, as embedded, raises the probability of y_{t+1}; a negative one that it lowers it. To
// first order, g_j is the change of log p were x_j replaced by zero.

#include <atomic>
#include <vector>

#include "AttentionRollout.h"
#include "train/TrainableTransformer.h"

namespace atlas::attribution {

struct GradientInputQuery {
    std::vector<int> sourceIds;     // encoder-decoder: the source with eos; decoder-only: empty
    std::vector<int> decoderInput;  // [bos, y1 … ym]; decoder-only: the whole sequence
};

// One row per decoder position t (predicting decoderInput[t+1], the last one eos), one column
// per input token: the source (encoder-decoder) or the sequence itself (decoder-only, where
// positions after t get exactly 0 through the causal mask). Rows not reached before `cancelled`
// are NaN.
MatrixD gradientTimesInput(train::TrainableTransformer<double>& model,
                           const GradientInputQuery& query,
                           const std::atomic<bool>* cancelled = nullptr);

// The logits of every decoder position, (rows of decoderInput) × V: what the inference model's
// teacher-forced (or causal) pass gives, to tell whether the trainer holds the same weights.
train::Mat<double> decoderLogits(train::TrainableTransformer<double>& model,
                                 const GradientInputQuery& query);

// log p(y_{t+1}) of position t, the quantity whose gradient the map holds (for the tests).
double targetLogProbability(train::TrainableTransformer<double>& model,
                            const GradientInputQuery& query, int position);

}  // namespace atlas::attribution
