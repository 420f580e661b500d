#pragma once
// SPEC §2's encoder-decoder transformer, or format 2's decoder-only one (docs/format.md: one
// causal stack, sliding windows per layer) or encoder-only one (one bidirectional stack and the
// masked-LM head), with its backward pass, for teacher-forced (or masked) training on padded
// batches. Its parameters are the checkpoint's tensors by SPEC §3 name; toCheckpoint()
// gives a file the inference library loads unchanged.
//
// Shapes (TrainTensor.h): the source (B·n, d), the decoder (B·(m+1), d) (decoder-only: no
// source, the decoder (B·(1+k+m), d) over prompt and target); the logits are only the rows with
// a target, (Σ_b (m_b+1), V), so padded positions and prompts cost nothing and count nowhere.
// Of format 2 the trainer computes the architecture and the windows; a configuration using any
// other key of docs/format.md is refused (std::invalid_argument naming it).

#include <memory>
#include <optional>
#include <vector>

#include "AttentionStack.h"
#include "Batch.h"
#include "Checkpoint.h"
#include "CrossEntropyLoss.h"
#include "DecoderBlock.h"
#include "Dropout.h"
#include "EmbeddingLayer.h"
#include "EncoderBlock.h"
#include "LinearLayer.h"
#include "MaskedLmHeadLayer.h"
#include "NormLayer.h"
#include "ParameterSet.h"
#include "RotaryLayer.h"

namespace atlas::train {

template <typename T>
class TrainableTransformer {
public:
    // dropout: the rate on the embeddings and on every sublayer's branch, applied only when a
    // forward pass is given a generator.
    explicit TrainableTransformer(const Checkpoint& checkpoint, double dropout = 0);
    TrainableTransformer(const TrainableTransformer&) = delete;  // layers point into it
    TrainableTransformer& operator=(const TrainableTransformer&) = delete;

    const Config& config() const { return config_; }
    ParameterSet<T>& parameters() { return params_; }
    const ParameterSet<T>& parameters() const { return params_; }

    // Teacher forcing: logits for batch.targetRows, (rows, V). random null: no dropout.
    Mat<T> forward(const Batch& batch, Random* random = nullptr);
    // dL/dlogits of the last forward → every parameter's gradient (added, not overwritten).
    void backward(const Mat<T>& dLogits);

    // forward, the loss, backward: the gradient of weight·L added into the parameters (a
    // shard of a batch weighs its share of the batch's targets).
    LossValue computeGradients(const Batch& batch, CrossEntropyLoss<T>& loss,
                               Random* random = nullptr, double weight = 1);

    // The embedded inputs x_p of the last forward and ∂/∂x_p of the last backward (before
    // dropout), one row per position as Batch lays them out: the source (encoder-decoder only)
    // and the decoder.
    const EmbeddingLayer<T>& sourceEmbedding() const { return sourceEmbedding_; }
    const EmbeddingLayer<T>& targetEmbedding() const { return targetEmbedding_; }

    // The attention blocks of one stack, bottom first: what gradient × attention reads.
    std::vector<AttentionLayer<T>*> attentionLayers(AttentionStack stack);

    Checkpoint toCheckpoint(const std::string& tokenizer) const {
        return params_.toCheckpoint(config_, tokenizer);
    }

private:
    // The encoder stack's output (B·n, d), and its backward from the gradient at that output.
    Mat<T> encode(const Batch& batch, Random* random);
    void encodeBackward(Mat<T> dEncoded);

    Config config_;
    ParameterSet<T> params_;
    RotaryLayer<T> rotary_;                                // width dh (rope) or dr (mla), or unused
    EmbeddingLayer<T> sourceEmbedding_, targetEmbedding_;  // both read embed.weight
    Dropout<T> sourceDropout_, targetDropout_;
    std::vector<EncoderBlock<T>> encoder_;                   // empty in a decoder-only model
    std::vector<DecoderBlock<T>> decoder_;                   // decoder-only: no cross-attention
    std::optional<NormLayer<T>> encoderNorm_, decoderNorm_;  // pre-norm only (and no encoder's
                                                             // in a decoder-only model)
    LinearLayer<T> output_;          // W = embed.weight when tied, else lm_head
    MaskedLmHeadLayer<T> maskedLm_;  // encoder-only: mlm.dense, its activation, mlm.norm, output
    Batch batch_;                    // the last forward's layouts and target rows
};

}  // namespace atlas::train
