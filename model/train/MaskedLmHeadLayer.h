#pragma once
// An encoder-only model's masked-LM head (docs/format.md `mlm_head`; modeling_bert.py
// BertLMPredictionHead): logits = norm(act(G W_denseᵀ + b_dense)) W_outᵀ + b, W_out = E when
// tied; and its gradient. G holds the encoder's rows at the masked positions only.

#include "ActivationLayer.h"
#include "LinearLayer.h"
#include "NormLayer.h"

namespace atlas::train {

template <typename T>
class MaskedLmHeadLayer {
public:
    MaskedLmHeadLayer() = default;
    MaskedLmHeadLayer(LinearLayer<T> dense, Activation activation, NormLayer<T> norm,
                      LinearLayer<T> output)
        : dense_(std::move(dense)),
          activation_(activation),
          norm_(std::move(norm)),
          output_(std::move(output)) {}

    // G (N, d) → logits (N, V).
    Mat<T> forward(const ConstRef<T>& G) {
        return output_.forward(norm_.forward(activation_.forward(dense_.forward(G))));
    }
    // dlogits (N, V) → dG (N, d); the parameters' gradients added.
    Mat<T> backward(const ConstRef<T>& dLogits) {
        return dense_.backward(activation_.backward(norm_.backward(output_.backward(dLogits))));
    }

private:
    LinearLayer<T> dense_;
    ActivationLayer<T> activation_;
    NormLayer<T> norm_;
    LinearLayer<T> output_;
};

}  // namespace atlas::train
