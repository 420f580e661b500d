#include "KvMemory.h"

#include <algorithm>
#include <stdexcept>

namespace atlas {

namespace {

// A long context times a large batch times GPT-3's 75 Mbit per token passes 2^63 bits; say so
// rather than print a wrapped number.
long long times(long long a, long long b) {
    long long product = 0;
    if (__builtin_mul_overflow(a, b, &product))
        throw std::overflow_error("KV-cache size too large to count in 64 bits");
    return product;
}

long long plus(long long a, long long b) {
    long long sum = 0;
    if (__builtin_add_overflow(a, b, &sum))
        throw std::overflow_error("KV-cache size too large to count in 64 bits");
    return sum;
}

std::string attentionLabel(const PublishedModel& m) {
    switch (m.attention) {
        case AttentionKind::MHA:
            return "MHA";
        case AttentionKind::MQA:
            return "MQA";
        case AttentionKind::GQA:
            return "GQA, " + std::to_string(m.n_kv_heads) + " KV heads";
        case AttentionKind::MLA:
            return "MLA, dc " + std::to_string(*m.kv_lora_rank) + ", dr " +
                   std::to_string(*m.qk_rope_head_dim);
    }
    return "?";
}

// Twins of one model with different widths need different ids: "+gqa4", "+mla512-64".
std::string variantSuffix(const PublishedModel& m) {
    if (m.attention == AttentionKind::GQA) return std::to_string(m.n_kv_heads);
    if (m.attention == AttentionKind::MLA)
        return std::to_string(*m.kv_lora_rank) + "-" + std::to_string(*m.qk_rope_head_dim);
    return "";
}

}  // namespace

int bitsPerElement(ElementType type) {
    switch (type) {
        case ElementType::FP32:
            return 32;
        case ElementType::BF16:
        case ElementType::FP16:
            return 16;
        case ElementType::FP8:
            return 8;
        case ElementType::INT4:
            return 4;
    }
    return 0;
}

const char* toString(ElementType type) {
    switch (type) {
        case ElementType::FP32:
            return "fp32";
        case ElementType::BF16:
            return "bf16";
        case ElementType::FP16:
            return "fp16";
        case ElementType::FP8:
            return "fp8";
        case ElementType::INT4:
            return "int4";
    }
    return "?";
}

ElementType elementTypeFromString(std::string_view name) {
    std::string names;
    for (ElementType type : kElementTypes) {
        if (name == toString(type)) return type;
        if (!names.empty()) names += '|';
        names += toString(type);
    }
    throw std::invalid_argument("element type must be " + names + " (got '" + std::string(name) +
                                "')");
}

KvShape kvShape(const PublishedModel& m) {
    KvShape shape;
    shape.elementsPerTokenPerLayer =
        m.attention == AttentionKind::MLA
            ? (long long)m.kv_lora_rank.value_or(0) + m.qk_rope_head_dim.value_or(0)
            : 2LL * m.n_kv_heads * m.head_dim;
    if (m.sliding_window) {
        // Layers 0…L−1 with (i+1) % k == 0 are the multiples k, 2k, … ≤ L: ⌊L/k⌋ of them.
        shape.fullLayers = m.global_layer_every ? m.n_layers / *m.global_layer_every : 0;
        shape.windowedLayers = m.n_layers - shape.fullLayers;
        shape.window = *m.sliding_window;
    } else {
        shape.fullLayers = m.n_layers;
    }
    shape.crossLayers = m.encoder_layers > 0 ? m.n_layers : 0;
    return shape;
}

KvShape kvShape(const Config& config) {
    KvShape shape;
    shape.elementsPerTokenPerLayer = config.kvElementsPerToken();
    // docs/format.md: a sliding layer's cache holds at most W tokens (one W for every layer).
    for (int l = 0; l < config.n_decoder_layers; ++l)
        ++(config.windowOf(l) > 0 ? shape.windowedLayers : shape.fullLayers);
    shape.window = shape.windowedLayers > 0 ? config.sliding_window : 0;
    // Every decoder layer of an encoder-decoder has a cross-attention block; decoder-only, none.
    shape.crossLayers = config.decoderOnly() ? 0 : config.n_decoder_layers;
    return shape;
}

long long kvElements(const KvShape& shape, const KvContext& context) {
    const long long T = context.tokens;
    const long long tokenLayers = plus(
        plus(times(shape.fullLayers, T), times(shape.windowedLayers, std::min(T, shape.window))),
        times(shape.crossLayers, context.sourceTokens));
    return times(times(tokenLayers, shape.elementsPerTokenPerLayer), context.batch);
}

MemorySize kvCacheSize(const KvShape& shape, const KvContext& context, ElementType type) {
    return {times(kvElements(shape, context), bitsPerElement(type))};
}

double kvBytesPerToken(const KvShape& shape, const KvContext& context, ElementType type) {
    return kvCacheSize(shape, context, type).bytes() / double(times(context.batch, context.tokens));
}

MemorySize weightsSize(long long parameters, ElementType type) {
    return {times(parameters, bitsPerElement(type))};
}

ContextFit largestContext(const KvShape& shape, long long budgetBytes, MemorySize weights,
                          long long batch, ElementType type) {
    const long long left = times(budgetBytes, 8) - weights.bits;
    if (left < 0) return {};
    const long long bitsPerTokenLayer =
        times(times(shape.elementsPerTokenPerLayer, bitsPerElement(type)), batch);
    // With S = T the cross-attention layers grow like the full ones.
    const long long full = (long long)shape.fullLayers + shape.crossLayers;
    const long long windowed = shape.windowedLayers, w = shape.window;
    if (bitsPerTokenLayer == 0 || full + windowed == 0) return {0, true};
    // The cache holds full·T + windowed·min(T, w) token-layers: linear in T with slope
    // full + windowed up to the window, slope full beyond it.
    const long long units = left / bitsPerTokenLayer;
    if (windowed > 0 && (full + windowed) * w <= units) {
        if (full == 0) return {0, true};
        return {(units - windowed * w) / full, false};
    }
    return {units / (full + windowed), false};
}

PublishedModel withAttention(const PublishedModel& model, const AttentionChange& change) {
    PublishedModel twin = model;
    twin.attention = change.attention;
    twin.kv_lora_rank.reset();
    twin.qk_rope_head_dim.reset();
    switch (change.attention) {
        case AttentionKind::MHA:
            twin.n_kv_heads = model.n_heads;
            break;
        case AttentionKind::MQA:
            twin.n_kv_heads = 1;
            break;
        case AttentionKind::GQA:
            if (change.kvHeads < 1 || model.n_heads % change.kvHeads != 0)
                throw std::invalid_argument(
                    "gqa twin of " + model.id + ": " + std::to_string(change.kvHeads) +
                    " KV heads do not divide " + std::to_string(model.n_heads) + " query heads");
            twin.n_kv_heads = change.kvHeads;
            break;
        case AttentionKind::MLA:
            if (change.latent < 1 || change.rope < 0)
                throw std::invalid_argument(
                    "mla twin of " + model.id +
                    ": needs a latent width dc >= 1 and a rotary width dr >= 0");
            twin.n_kv_heads =
                model.n_heads;  // the heads W_up decompresses into, as the data counts
            twin.kv_lora_rank = change.latent;
            twin.qk_rope_head_dim = change.rope;
            break;
    }
    twin.id = model.id + "+" + toString(change.attention) + variantSuffix(twin);
    twin.name = model.name + " as " + attentionLabel(twin);
    twin.parameters +=
        attentionBlocks(model) * (attentionParameters(twin) - attentionParameters(model));
    return twin;
}

}  // namespace atlas
