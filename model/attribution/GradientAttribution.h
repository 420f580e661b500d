#pragma once
// Attribution through the trainer's own backward pass (model/train), for the target token
// y_{t+1} at decoder position t:
//
// Gradient × input (Shrikumar et al. 2017; Denil et al. 2014): the score of input token j is
//     g_j = Σ_k x_jk · ∂ log p(y_{t+1} | …) / ∂x_jk,
// x_j the embedded input (E[id]·√d + PE, SPEC §2 "Embedding"). To first order, g_j is the
// change of log p were x_j replaced by zero.
//
// Gradient × attention (the attention-times-gradient of Chefer et al. 2021, summed rather than
// clipped): the score of key j in one attention stack is
//     a_j = Σ_layers Σ_heads Σ_i P_ij · ∂ log p(y_{t+1}) / ∂P_ij,
// P = Z⁻¹A each head's weights. To first order, a_j is the change of log p were every query's
// attention to key j set to zero (without renormalising), in every layer and head of the stack.
//
// Both are signed: positive says that token (or the attention it receives) raises the
// probability of y_{t+1}, negative that it lowers it.

#include <atomic>
#include <vector>

#include "AttentionRollout.h"
#include "AttentionStack.h"
#include "train/TrainableTransformer.h"

namespace atlas::attribution {

struct GradientInputQuery {
    std::vector<int> sourceIds;     // encoder-decoder: the source with eos; decoder-only: empty
    std::vector<int> decoderInput;  // [bos, y1 … ym]; decoder-only: the whole sequence;
                                    // encoder-only: empty
};

// One row per decoder position t (predicting decoderInput[t+1], the last one eos); an
// encoder-only model's, one per source position t, for ŷ_t, the masked-LM head's arg-max there
// (at a mask, the word that fills it). Rows not reached before `cancelled` are NaN.
struct GradientMaps {
    // One column per input token: the source (encoder-decoder) or the sequence itself
    // (decoder-only, where positions after t get exactly 0 through the causal mask).
    MatrixD input;
    // One column per key of the chosen stack: the source (encoder self-attention,
    // cross-attention) or the decoder positions (decoder self-attention, after t exactly 0).
    MatrixD attention;
};

// One forward and one backward pass per row give both maps.
GradientMaps gradientMaps(train::TrainableTransformer<double>& model,
                          const GradientInputQuery& query, AttentionStack stack,
                          const std::atomic<bool>* cancelled = nullptr);

inline MatrixD gradientTimesInput(train::TrainableTransformer<double>& model,
                                  const GradientInputQuery& query) {
    return gradientMaps(model, query, AttentionStack::DecoderSelf).input;
}

// The logits of every decoder position, (rows of decoderInput) × V: what the inference model's
// teacher-forced (or causal) pass gives, to tell whether the trainer holds the same weights
// (encoder-only: the masked-LM head at every source position).
train::Mat<double> decoderLogits(train::TrainableTransformer<double>& model,
                                 const GradientInputQuery& query);

// log p(y_{t+1}) of position t (encoder-only: log p(ŷ_t)), the quantity whose gradient the maps
// hold (for the tests).
double targetLogProbability(train::TrainableTransformer<double>& model,
                            const GradientInputQuery& query, int position);

}  // namespace atlas::attribution
