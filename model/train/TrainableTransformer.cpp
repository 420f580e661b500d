#include "TrainableTransformer.h"

#include <stdexcept>

#include "GroupedAttentionLayer.h"
#include "LatentAttentionLayer.h"
#include "WeightLayout.h"

namespace atlas::train {

namespace {

// docs/format.md keys whose computation the trainer's layers do not implement: a model trained
// with them would not be the model the inference library runs, so they are refused by name.
void requireTrainable(const Config& c) {
    const std::pair<const char*, bool> unsupported[] = {
        {"ffn", c.ffn != FeedForwardKind::Plain},
        {"activation", c.activation != Activation::ReLU && c.activation != Activation::GELU},
        {"sandwich_norms", c.sandwich_norms},
        {"qk_norm", c.qk_norm},
        {"query_scale", c.query_scale != 0},
        {"logit_softcap", c.logit_softcap != 0},
        {"rope_local_base", c.rope_local_base != 0},
        {"rope_scaling", c.rope_scaling.type != RopeScaling::Type::None},
        {"positions", c.positions == PositionKind::Learned},
        {"inverse_layer_scale", c.inverse_layer_scale},
        {"token_types", c.token_types != 0},
        {"embed_norm", c.embed_norm},
        {"position_offset", c.position_offset != 0},
        {"target_vocab_size", c.target_vocab_size != 0},
        {"mlm_head", c.encoderOnly() && !c.mlm_head},
        {"mlm_activation",
         c.mlm_activation != Activation::ReLU && c.mlm_activation != Activation::GELU},
    };
    for (const auto& [key, used] : unsupported)
        if (used)
            throw std::invalid_argument(std::string("the trainer does not compute '") + key +
                                        "' (docs/format.md): leave it at its default to train");
}

// Builds the layers of SPEC §2 over the parameters of SPEC §3, by name.
template <typename T>
class LayerFactory {
public:
    LayerFactory(ParameterSet<T>& params, const Config& config, double dropout,
                 const RotaryLayer<T>* rotary)
        : P_(params), c_(config), dropout_(dropout), rotary_(rotary) {}

    LinearLayer<T> linear(const std::string& p) const {
        return {&P_[p + ".weight"], P_.find(p + ".bias")};
    }
    NormLayer<T> norm(const std::string& p) const {
        return {c_.norm_type, c_.norm_eps, &P_[p + ".weight"], P_.find(p + ".bias")};
    }
    Sublayer<T> sublayer(const std::string& normName) const {
        return {c_.norm, norm(normName), dropout_};
    }
    FeedForwardLayer<T> ffn(const std::string& L) const {
        return {linear(L + "ffn.fc1"), linear(L + "ffn.fc2"), c_.activation};
    }
    // window: the layer's sliding window (decoder self-attention), 0 for none.
    std::unique_ptr<AttentionLayer<T>> attention(const std::string& p, BlockRole role,
                                                 int window) const {
        const int H = c_.n_heads, dh = c_.d_head;
        const RotaryLayer<T>* rotary = rotates(c_, role) ? rotary_ : nullptr;
        if (c_.isLatent()) {
            typename LatentAttentionLayer<T>::Weights w{
                linear(p + ".q_proj"), linear(p + ".kv_down"), linear(p + ".kv_up"),
                linear(p + ".o_proj")};
            return std::make_unique<LatentAttentionLayer<T>>(std::move(w), H, dh, c_.d_latent,
                                                             c_.d_rope, role, rotary, window);
        }
        typename GroupedAttentionLayer<T>::Weights w{linear(p + ".q_proj"), linear(p + ".k_proj"),
                                                     linear(p + ".v_proj"), linear(p + ".o_proj")};
        return std::make_unique<GroupedAttentionLayer<T>>(std::move(w), H, c_.n_kv_heads, dh, role,
                                                          rotary, window);
    }

    EncoderBlock<T> encoderBlock(int i) const {
        const std::string L = layerPrefix("encoder", i);
        EncoderBlock<T> layer;
        layer.selfAttention = attention(L + "self_attn", BlockRole::encoderSelf(), 0);
        layer.ffn = ffn(L);
        layer.attentionSublayer = sublayer(L + "norm1");
        layer.ffnSublayer = sublayer(L + "norm2");
        return layer;
    }
    DecoderBlock<T> decoderBlock(int i) const {
        const std::string L = layerPrefix("decoder", i);
        DecoderBlock<T> layer;
        layer.selfAttention = attention(L + "self_attn", BlockRole::decoderSelf(), c_.windowOf(i));
        layer.ffn = ffn(L);
        layer.selfSublayer = sublayer(L + "norm1");
        if (c_.decoderOnly()) {  // docs/format.md: norm1 and norm2 around the two sublayers
            layer.ffnSublayer = sublayer(L + "norm2");
            return layer;
        }
        layer.crossAttention = attention(L + "cross_attn", BlockRole::cross(), 0);
        layer.crossSublayer = sublayer(L + "norm2");
        layer.ffnSublayer = sublayer(L + "norm3");
        return layer;
    }

private:
    ParameterSet<T>& P_;
    const Config& c_;
    double dropout_;
    const RotaryLayer<T>* rotary_;
};

}  // namespace

template <typename T>
TrainableTransformer<T>::TrainableTransformer(const Checkpoint& checkpoint, double dropout)
    : config_(checkpoint.config),
      params_(checkpoint),
      sourceDropout_(dropout),
      targetDropout_(dropout) {
    const Config& c = config_;
    c.validate();
    requireTrainable(c);
    if (c.rotaryWidth() > 0)
        rotary_ = RotaryLayer<T>(c.rotaryWidth(), c.max_positions, c.rope_base);
    const LayerFactory<T> make(params_, c, dropout, c.rotaryWidth() > 0 ? &rotary_ : nullptr);

    sourceEmbedding_ = targetEmbedding_ = EmbeddingLayer<T>(&params_["embed.weight"], c);
    for (int i = 0; i < c.n_encoder_layers; ++i) encoder_.push_back(make.encoderBlock(i));
    for (int i = 0; i < c.n_decoder_layers; ++i) decoder_.push_back(make.decoderBlock(i));
    if (c.norm == NormPlacement::Pre) {
        if (!c.decoderOnly()) encoderNorm_ = make.norm("encoder.norm");
        if (!c.encoderOnly()) decoderNorm_ = make.norm("decoder.norm");
    }
    output_ = c.tie_embeddings ? LinearLayer<T>(&params_["embed.weight"], nullptr)
                               : make.linear("lm_head");
    if (c.encoderOnly()) {  // the decoder's place is the masked-LM head's (docs/format.md)
        if (c.tie_embeddings)
            output_ = LinearLayer<T>(&params_["embed.weight"], params_.find("lm_head.bias"));
        maskedLm_ = MaskedLmHeadLayer<T>(make.linear("mlm.dense"), c.mlm_activation,
                                         make.norm("mlm.norm"), output_);
    }
}

template <typename T>
std::vector<AttentionLayer<T>*> TrainableTransformer<T>::attentionLayers(AttentionStack stack) {
    std::vector<AttentionLayer<T>*> out;
    if (stack == AttentionStack::EncoderSelf)
        for (EncoderBlock<T>& layer : encoder_) out.push_back(layer.selfAttention.get());
    for (DecoderBlock<T>& layer : decoder_) {
        AttentionLayer<T>* block = stack == AttentionStack::DecoderSelf ? layer.selfAttention.get()
                                   : stack == AttentionStack::Cross     ? layer.crossAttention.get()
                                                                        : nullptr;
        if (block) out.push_back(block);
    }
    return out;
}

template <typename T>
Mat<T> TrainableTransformer<T>::encode(const Batch& batch, Random* random) {
    Mat<T> encoded = sourceDropout_.forward(
        sourceEmbedding_.forward(batch.sourceIds, batch.source.length), random);
    for (EncoderBlock<T>& layer : encoder_) encoded = layer.forward(encoded, batch.source, random);
    if (encoderNorm_) encoded = encoderNorm_->forward(encoded);
    return encoded;
}

template <typename T>
void TrainableTransformer<T>::encodeBackward(Mat<T> dEncoded) {
    if (encoderNorm_) dEncoded = encoderNorm_->backward(dEncoded);
    for (auto layer = encoder_.rbegin(); layer != encoder_.rend(); ++layer)
        dEncoded = layer->backward(dEncoded);
    sourceEmbedding_.backward(sourceDropout_.backward(dEncoded));
}

template <typename T>
Mat<T> TrainableTransformer<T>::forward(const Batch& batch, Random* random) {
    if (batch.decoderOnly() != config_.decoderOnly() ||
        batch.encoderOnly() != config_.encoderOnly())
        throw std::invalid_argument("a batch laid out for the other architecture");
    batch_ = batch;
    if (config_.encoderOnly()) {  // the head reads the masked rows of the encoder alone
        const Mat<T> encoded = encode(batch, random);
        Mat<T> G(Eigen::Index(batch.targetRows.size()), encoded.cols());
        for (size_t i = 0; i < batch.targetRows.size(); ++i)
            G.row(Eigen::Index(i)) = encoded.row(batch.targetRows[i]);
        return maskedLm_.forward(G);
    }
    // The encoder's dropout masks are drawn first, then the decoder's.
    const Mat<T> encoded = config_.decoderOnly() ? Mat<T>() : encode(batch, random);
    Mat<T> X = targetDropout_.forward(
        targetEmbedding_.forward(batch.decoderIds, batch.decoder.length), random);
    for (DecoderBlock<T>& layer : decoder_)
        X = layer.forward(X, batch.decoder, encoded, batch.source, random);
    if (decoderNorm_) X = decoderNorm_->forward(X);

    Mat<T> G(Eigen::Index(batch.targetRows.size()), X.cols());  // the rows with a target
    for (size_t i = 0; i < batch.targetRows.size(); ++i) G.row(i) = X.row(batch.targetRows[i]);
    return output_.forward(G);
}

template <typename T>
void TrainableTransformer<T>::backward(const Mat<T>& dLogits) {
    if (config_.encoderOnly()) {
        const Mat<T> dG = maskedLm_.backward(dLogits);
        Mat<T> dEncoded = Mat<T>::Zero(batch_.source.rows(), dG.cols());
        for (size_t i = 0; i < batch_.targetRows.size(); ++i)
            dEncoded.row(batch_.targetRows[i]) = dG.row(Eigen::Index(i));
        return encodeBackward(std::move(dEncoded));
    }
    const Mat<T> dG = output_.backward(dLogits);
    const Eigen::Index d = dG.cols();
    // Padded rows and a decoder-only model's prompt rows get no gradient from the loss.
    Mat<T> dX = Mat<T>::Zero(batch_.decoder.rows(), d);
    for (size_t i = 0; i < batch_.targetRows.size(); ++i) dX.row(batch_.targetRows[i]) = dG.row(i);
    if (decoderNorm_) dX = decoderNorm_->backward(dX);
    Mat<T> dEncoded = Mat<T>::Zero(batch_.source.rows(), d);  // summed over decoder layers
    for (auto layer = decoder_.rbegin(); layer != decoder_.rend(); ++layer)
        dX = layer->backward(dX, dEncoded);
    targetEmbedding_.backward(targetDropout_.backward(dX));
    if (!config_.decoderOnly()) encodeBackward(std::move(dEncoded));
}

template <typename T>
LossValue TrainableTransformer<T>::computeGradients(const Batch& batch, CrossEntropyLoss<T>& loss,
                                                    Random* random, double weight) {
    const LossValue value = loss.forward(forward(batch, random), batch.targetIds);
    backward(weight == 1 ? loss.backward() : Mat<T>(loss.backward() * T(weight)));
    return value;
}

template class TrainableTransformer<float>;
template class TrainableTransformer<double>;

}  // namespace atlas::train
