#include "Transformer.h"

#include <cmath>
#include <stdexcept>

#include "DecoderLayer.h"
#include "EncoderLayer.h"
#include "FeedForward.h"
#include "GroupedAttention.h"
#include "RunBudget.h"
#include "WeightLayout.h"

namespace atlas {

namespace {

// A checkpoint's tensors in the shapes of SPEC §3 (already checked on load): matrices a Hub
// folder maps stay where they are, in their stored type; the rest are copied.
class WeightReader {
public:
    explicit WeightReader(const Checkpoint& ckpt) : ckpt_(ckpt) {}

    Weight matrix(const std::string& name, int rows, int cols) const {
        const size_t count = size_t(rows) * size_t(cols);
        if (const auto it = ckpt_.inPlace.find(name); it != ckpt_.inPlace.end()) {
            const Checkpoint::InPlace& t = it->second;
            if (t.bytes.size() != count * byteSize(t.dtype))
                throw CheckpointError("tensor '" + name + "': of the wrong size");
            return Weight::inPlace(t.dtype, t.bytes.data(), rows, cols, ckpt_.mapping);
        }
        const std::vector<float>& t = ckpt_.tensor(name);
        if (t.size() != count)
            throw CheckpointError("tensor '" + name + "': missing or of the wrong size");
        return Weight(Eigen::Map<const Matrix>(t.data(), rows, cols));
    }
    RowVector vector(const std::string& name, int size, bool required) const {
        const std::vector<float>& t = ckpt_.tensor(name);
        if (t.empty() && !required) return {};
        if (t.size() != size_t(size))
            throw CheckpointError("tensor '" + name + "': missing or of the wrong size");
        return Eigen::Map<const RowVector>(t.data(), size);
    }
    Linear linear(const std::string& p, int out, int in) const {
        return {matrix(p + ".weight", out, in), vector(p + ".bias", out, false)};
    }
    Norm norm(const std::string& p, const Config& c) const {
        const int d = c.d_model;
        return {c.norm_type, float(c.norm_eps), vector(p + ".weight", d, true),
                c.norm_type == NormKind::LayerNorm ? vector(p + ".bias", d, false) : RowVector()};
    }
    // Layer prefix L's k-th sublayer norms: normk, and post_normk with sandwich norms.
    SublayerNorms sublayerNorms(const std::string& L, int k, const Config& c) const {
        const std::string n = std::to_string(k);
        return {norm(L + "norm" + n, c), c.sandwich_norms ? norm(L + "post_norm" + n, c) : Norm()};
    }
    FeedForward ffn(const std::string& L, const Config& c) const {
        FeedForward f{linear(L + "ffn.fc1", c.d_ff, c.d_model),
                      linear(L + "ffn.fc2", c.d_model, c.d_ff),
                      {},
                      c.activation};
        if (c.ffn == FeedForwardKind::Gated) f.gate = linear(L + "ffn.gate", c.d_ff, c.d_model);
        return f;
    }

private:
    const Checkpoint& ckpt_;
};

// `window`: the layer's (decoder self-attention only).
std::unique_ptr<AttentionBlock> makeBlock(const WeightReader& r, const Config& c,
                                          const std::string& p, BlockRole role, int layer,
                                          const RotaryTable* rotary, int window) {
    const int d = c.d_model, H = c.n_heads, dh = c.d_head;
    const float scale = float(c.scoreScale(layer));
    if (!rotates(c, role)) rotary = nullptr;
    if (c.isLatent()) {
        const int dc = c.d_latent, dr = c.d_rope;
        LatentAttention::Weights w{
            r.linear(p + ".q_proj", H * (dh + dr), d), r.linear(p + ".kv_down", dc + dr, d),
            r.linear(p + ".kv_up", H * 2 * dh, dc), r.linear(p + ".o_proj", d, H * dh)};
        return std::make_unique<LatentAttention>(std::move(w), H, dh, dc, dr, scale, role, layer,
                                                 rotary, window);
    }
    const int Hkv = c.n_kv_heads;
    GroupedAttention::Weights w{r.linear(p + ".q_proj", H * dh, d),
                                r.linear(p + ".k_proj", Hkv * dh, d),
                                r.linear(p + ".v_proj", Hkv * dh, d),
                                r.linear(p + ".o_proj", d, H * dh),
                                {},
                                {}};
    if (c.qk_norm) {  // RMSNorm over dh, whatever norm_type the sublayers use
        const float eps = float(c.norm_eps);
        w.qNorm = {NormKind::RMSNorm, eps, r.vector(p + ".q_norm.weight", dh, true), {}};
        w.kNorm = {NormKind::RMSNorm, eps, r.vector(p + ".k_norm.weight", dh, true), {}};
    }
    return std::make_unique<GroupedAttention>(std::move(w), H, Hkv, dh, scale, role, layer, rotary,
                                              window);
}

}  // namespace

Transformer::Transformer(const Checkpoint& ckpt) : config_(ckpt.config) {
    const Config& c = config_;
    c.validate(ckpt.hub ? ConfigLimits::kHubParameters : ConfigLimits::kParameters);
    const WeightReader r(ckpt);
    E_ = r.matrix("embed.weight", c.vocab_size, c.d_model);
    // docs/format.md: separate vocabularies give the decoder its own table, which a tied output
    // reuses (MarianMTModel ties lm_head to the decoder's embed_tokens).
    if (c.target_vocab_size > 0)
        targetE_ = r.matrix("decoder.embed.weight", c.target_vocab_size, c.d_model);
    if (!c.tie_embeddings) lmHead_ = r.matrix("lm_head.weight", c.targetVocab(), c.d_model);
    // Also with a tied output: Marian's final_logits_bias arrives under this name (SPEC §5).
    lmBias_ = r.vector("lm_head.bias", c.targetVocab(), false);
    // Learned positions (docs/format.md), or a Hub folder's stored sinusoidal table used as
    // stored (SPEC §5); without one, sinusoidal positions are SPEC §2's, computed.
    if (c.positions == PositionKind::Learned ||
        (c.positions == PositionKind::Sinusoidal && ckpt.has(kPositionTable)))
        positionTable_ = r.matrix(kPositionTable, c.max_positions + c.position_offset, c.d_model);
    if (c.token_types > 0) tokenTypes_ = r.matrix("token_types.weight", c.token_types, c.d_model);
    if (c.embed_norm) embedNorm_ = r.norm("embed_norm", c);
    if (c.hasMaskedLm()) {
        mlmDense_ = r.linear("mlm.dense", c.d_model, c.d_model);
        mlmNorm_ = r.norm("mlm.norm", c);
    }
    if (ckpt.hub) generation_ = ckpt.hub->generation;
    const int width = c.rotaryWidth();
    if (width > 0) rotary_ = RotaryTable(width, c.max_positions, c.rope_base, c.rope_scaling);
    // docs/format.md: sliding layers with a base of their own turn by it, unscaled (Gemma 3's
    // rope_local_base_freq, modeling_gemma3.py Gemma3TextModel.rotary_emb_local).
    if (width > 0 && c.rope_local_base > 0)
        localRotary_ = RotaryTable(width, c.max_positions, c.rope_local_base);
    auto rotaryOf = [&](int layer, bool decoder) -> const RotaryTable* {
        if (width == 0) return nullptr;
        return decoder && c.localRotary(layer) ? &localRotary_ : &rotary_;
    };

    for (int i = 0; i < c.n_encoder_layers; ++i) {
        const std::string L = layerPrefix("encoder", i);
        auto layer = std::make_unique<EncoderLayer>();
        layer->selfAttention =
            makeBlock(r, c, L + "self_attn", BlockRole::encoderSelf(), i, rotaryOf(i, false), 0);
        layer->ffn = r.ffn(L, c);
        layer->norm1 = r.sublayerNorms(L, 1, c);
        layer->norm2 = r.sublayerNorms(L, 2, c);
        encoder_.push_back(std::move(layer));
    }
    for (int i = 0; i < c.n_decoder_layers; ++i) {
        const std::string L = layerPrefix("decoder", i);
        auto layer = std::make_unique<DecoderLayer>();
        layer->selfAttention = makeBlock(r, c, L + "self_attn", BlockRole::decoderSelf(), i,
                                         rotaryOf(i, true), c.windowOf(i));
        layer->ffn = r.ffn(L, c);
        layer->selfNorm = r.sublayerNorms(L, 1, c);
        if (c.decoderOnly()) {  // docs/format.md: norm1 and norm2 around the two sublayers
            layer->ffnNorm = r.sublayerNorms(L, 2, c);
        } else {
            layer->crossAttention =
                makeBlock(r, c, L + "cross_attn", BlockRole::cross(), i, rotaryOf(i, true), 0);
            layer->crossNorm = r.sublayerNorms(L, 2, c);
            layer->ffnNorm = r.sublayerNorms(L, 3, c);
        }
        decoder_.push_back(std::move(layer));
    }
    if (c.norm == NormPlacement::Pre) {
        if (!c.decoderOnly()) encoderNorm_ = r.norm("encoder.norm", c);
        if (!c.encoderOnly()) decoderNorm_ = r.norm("decoder.norm", c);
    }
}

Transformer::~Transformer() = default;
Transformer::Transformer(Transformer&&) noexcept = default;
Transformer& Transformer::operator=(Transformer&&) noexcept = default;

void Transformer::checkIds(const std::vector<int>& ids, int first, const char* what,
                           TokenSide side) const {
    const int V = side == TokenSide::Target ? config_.targetVocab() : config_.vocab_size;
    if (first + ids.size() > size_t(config_.max_positions))
        throw std::length_error(std::string(what) + ": " + std::to_string(first + ids.size()) +
                                " positions exceed max_positions " +
                                std::to_string(config_.max_positions));
    for (int id : ids)
        if (id < 0 || id >= V)
            throw std::out_of_range(std::string(what) + ": token id " + std::to_string(id) +
                                    " outside the vocabulary of " + std::to_string(V));
}

Matrix Transformer::tokenEmbeddings(const std::vector<int>& ids, TokenSide side) const {
    const Weight& E = tableOf(side);
    const int d = config_.d_model;
    Matrix X(ids.size(), d);
    const float scale = config_.scale_embeddings ? std::sqrt(float(d)) : 1.0f;
    for (size_t p = 0; p < ids.size(); ++p) X.row(p) = E.row(ids[p]) * scale;  // E[id] widened
    return X;
}

Matrix Transformer::positionTerms(int first, int count) const {
    // RoBERTa's create_position_ids_from_input_ids: position p reads row padding_idx + 1 + p.
    if (!positionTable_.empty())
        return positionTable_.widened(first + config_.position_offset, count);
    if (config_.positions == PositionKind::Sinusoidal)
        return sinusoidalPositions(first, count, config_.d_model);
    return Matrix::Zero(count, config_.d_model);  // rotary positions act inside attention
}

Matrix Transformer::embed(const std::vector<int>& ids, int first, TokenSide side,
                          const std::vector<int>* types) const {
    Matrix X = tokenEmbeddings(ids, side);
    if (config_.positions != PositionKind::Rope) X += positionTerms(first, int(ids.size()));
    // BertEmbeddings.forward (modeling_bert.py): words + token types + positions, then
    // LayerNorm; without token_type_ids every token is of type 0 (SPEC §6). A model without the
    // table (DistilBERT, ours) reads no types: DistilBertEmbeddings.forward takes none.
    if (types && types->size() != ids.size())
        throw std::invalid_argument("token types: " + std::to_string(types->size()) + " for " +
                                    std::to_string(ids.size()) + " tokens");
    const Matrix T = tokenTypes_.empty() ? Matrix() : tokenTypes_.widened();
    for (size_t p = 0; p < ids.size() && T.size() > 0; ++p) {
        const int type = types ? (*types)[p] : 0;
        if (type < 0 || type >= T.rows())
            throw std::out_of_range("token type " + std::to_string(type) + " outside the " +
                                    std::to_string(T.rows()) + " the model has");
        X.row(Eigen::Index(p)) += T.row(type);
    }
    return embedNorm_ ? (*embedNorm_)(X) : X;
}

Matrix Transformer::encode(const std::vector<int>& sourceIds, const EncoderOutputs& outputs,
                           const Pass& pass) const {
    LayerMaps* attention = outputs.attention;
    std::vector<Matrix>* states = outputs.states;
    checkIds(sourceIds, 0, "source", TokenSide::Source);
    RunBudget::require(RunBudget::encoding(config_, (long long)sourceIds.size(), attention),
                       "encoding " + std::to_string(sourceIds.size()) + " source tokens");
    Matrix X = embed(sourceIds, 0, TokenSide::Source, pass.tokenTypes);
    if (attention) attention->assign(encoder_.size(), {});
    if (states) states->assign(1, X);
    std::vector<LayerRecord>* residual = outputs.residual;
    if (residual) residual->assign(encoder_.size(), {});
    for (size_t i = 0; i < encoder_.size(); ++i) {
        X = (*encoder_[i])(X, config_.norm, pass, attention ? &(*attention)[i] : nullptr,
                           residual ? &(*residual)[i] : nullptr);
        if (states) states->push_back(X);
    }
    return encoderNorm_ ? (*encoderNorm_)(X) : X;
}

DecoderState Transformer::startDecoding(const Matrix& encoderOutput, int expectedTokens) const {
    DecoderState state;
    for (const auto& layer : decoder_) {
        KvBlock self = layer->selfAttention->emptyCache();
        const int window = layer->selfAttention->window();
        self.reserve(window > 0 ? std::min(window + 1, expectedTokens) : expectedTokens);
        state.cache.self.push_back(std::move(self));
        if (!layer->crossAttention) continue;  // decoder-only: nothing to attend across
        KvBlock cross = layer->crossAttention->emptyCache();
        layer->crossAttention->extend(cross, encoderOutput, 0);
        state.cache.cross.push_back(std::move(cross));
    }
    return state;
}

DecoderState Transformer::startDecoding(int expectedTokens) const {
    if (!config_.decoderOnly())
        throw std::logic_error("startDecoding: an encoder-decoder needs the encoder's output");
    return startDecoding(Matrix(), expectedTokens);
}

Matrix Transformer::causalPass(const std::vector<int>& ids, LayerMaps* self,
                               const Pass& pass) const {
    DecoderState state = startDecoding(int(ids.size()));
    return decode(state, ids, {self, nullptr, Logits::All}, pass);
}

Matrix Transformer::decode(DecoderState& state, const std::vector<int>& tokens,
                           const DecoderOutputs& outputs, const Pass& pass) const {
    LayerMaps* selfAttention = outputs.selfAttention;
    LayerMaps* crossAttention = outputs.crossAttention;
    const bool lastLogitsOnly = outputs.logits == Logits::LastOnly;
    checkIds(tokens, state.position, "decoder input", TokenSide::Target);
    const long long sourceLength = state.cache.cross.empty() ? 0 : state.cache.cross[0].tokens();
    RunBudget::require(
        RunBudget::decoding(config_, sourceLength, state.position, (long long)tokens.size(),
                            selfAttention || crossAttention, !lastLogitsOnly),
        "decoding " + std::to_string(tokens.size()) + " tokens at position " +
            std::to_string(state.position));
    Matrix X = embed(tokens, state.position, TokenSide::Target);
    if (selfAttention) selfAttention->assign(decoder_.size(), {});
    if (crossAttention && !config_.decoderOnly()) crossAttention->assign(decoder_.size(), {});
    if (outputs.residual) outputs.residual->assign(decoder_.size(), {});
    for (size_t i = 0; i < decoder_.size(); ++i)
        X = (*decoder_[i])(X, state.position, config_.norm, pass, state.cache.self[i],
                           i < state.cache.cross.size() ? &state.cache.cross[i] : nullptr,
                           {selfAttention ? &(*selfAttention)[i] : nullptr,
                            crossAttention ? &(*crossAttention)[i] : nullptr,
                            outputs.residual ? &(*outputs.residual)[i] : nullptr});
    state.position += int(tokens.size());
    if (decoderNorm_) X = (*decoderNorm_)(X);
    return lastLogitsOnly ? logits(X.bottomRows(1)) : logits(X);
}

Matrix Transformer::maskedLmLogits(const Matrix& encoded) const {
    if (!mlmNorm_) throw std::logic_error("maskedLmLogits: the model has no masked-LM head");
    // BertLMPredictionHead (modeling_bert.py): transform = dense, transform_act_fn, LayerNorm;
    // then decoder, tied to the word embeddings, plus its bias.
    Matrix h = mlmDense_(encoded);
    activate(config_.mlm_activation, h);
    return logits((*mlmNorm_)(h));
}

Matrix Transformer::logits(const Matrix& X) const {
    Matrix out = linear(X, config_.tie_embeddings ? tableOf(TokenSide::Target) : lmHead_,
                        lmBias_);  // W = E when tied
    // docs/format.md `logit_softcap`: c·tanh(logits/c) (modeling_gemma3.py Gemma3ForCausalLM
    // .forward, final_logit_softcapping).
    if (const float cap = float(config_.logit_softcap); cap > 0)
        out = out.unaryExpr([cap](float v) { return cap * std::tanh(v / cap); });
    return out;
}

Matrix Transformer::teacherForced(const std::vector<int>& sourceIds,
                                  const std::vector<int>& decoderInput,
                                  const TeacherForcedOutputs& outputs, const Pass& pass) const {
    const Matrix encoded = encode(sourceIds, {outputs.encoderSelf, outputs.encoderStates}, pass);
    DecoderState state = startDecoding(encoded, int(decoderInput.size()));
    return decode(state, decoderInput, {outputs.decoderSelf, outputs.cross, Logits::All}, pass);
}

std::vector<int> Transformer::decoderInput(const std::vector<int>& targetIds) const {
    std::vector<int> input{config_.bos_id};
    input.insert(input.end(), targetIds.begin(), targetIds.end());
    return input;
}

const AttentionBlock& Transformer::block(AttentionStack stack, int layer) const {
    switch (stack) {
        case AttentionStack::EncoderSelf:
            return *encoder_.at(size_t(layer))->selfAttention;
        case AttentionStack::DecoderSelf:
            return *decoder_.at(size_t(layer))->selfAttention;
        case AttentionStack::Cross:
            break;
    }
    const auto& cross = decoder_.at(size_t(layer))->crossAttention;
    if (!cross) throw std::out_of_range("block: a decoder-only model has no cross-attention");
    return *cross;
}

size_t Transformer::decodeStepWeightBytes() const {
    size_t bytes = 0;
    for (const auto& layer : decoder_) bytes += layer->weightBytesPerStep();
    // W_out ([V, d] as stored, E itself when tied); its bias is not counted.
    return bytes + (config_.tie_embeddings ? tableOf(TokenSide::Target) : lmHead_).bytes();
}

}  // namespace atlas
